/** The four pain points leaders bring to us (resource crunch, visibility crisis, data overwhelm, engagement gap) and our answer to each. */
import { ProblemSolutionCard } from '../../components/problem-solution-card';
import { aboutContent } from '../../content/pages/about-content';
import { HeadedSection } from '../../components/section-heading';
import { ServiceLinks } from './service-links';

export function PainPoints() {
  const { eyebrow, heading, intro, problemLabel, answerLabel, servicesLabel, items } = aboutContent.painPoints;
  return (
    <HeadedSection id="about-pain-points" className="py-20 sm:py-28" eyebrow={eyebrow} title={heading} intro={intro}>
      <ul className="mt-12 grid gap-6 md:grid-cols-2" data-testid="pain-points">
        {items.map((item, i) => (
          <ProblemSolutionCard
            key={item.title}
            index={i}
            title={item.title}
            problemLabel={problemLabel}
            problem={item.problem}
            solutionLabel={answerLabel}
            solution={item.answer}
            footer={<ServiceLinks label={servicesLabel} slugs={item.serviceSlugs} />}
          />
        ))}
      </ul>
    </HeadedSection>
  );
}
