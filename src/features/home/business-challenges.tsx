/** Section 4: the four business challenges, each with the challenge and our solution. */
import { ProblemSolutionCard } from '../../components/problem-solution-card';
import { homeCopy } from './home-copy';
import { HeadedSection } from '../../components/section-heading';

export function BusinessChallenges() {
  const { heading, items, challengeLabel, solutionLabel } = homeCopy.challenges;
  return (
    <HeadedSection id="home-challenges" className="py-20 sm:py-28" {...heading}>
      <ul className="mt-12 grid gap-6 md:grid-cols-2">
        {items.map((item, i) => (
          <ProblemSolutionCard
            key={item.title}
            testId="business-challenge"
            index={i}
            title={item.title}
            problemLabel={challengeLabel}
            problem={item.challenge}
            solutionLabel={solutionLabel}
            solution={item.solution}
          />
        ))}
      </ul>
    </HeadedSection>
  );
}
