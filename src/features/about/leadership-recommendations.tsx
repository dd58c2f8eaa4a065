/** What we advise executives to do now: six numbered recommendations. */
import { aboutContent } from '../../content/pages/about-content';
import { HeadedSection } from '../../components/section-heading';

export function LeadershipRecommendations() {
  const { eyebrow, heading, intro, items } = aboutContent.recommendations;
  return (
    <HeadedSection id="about-recommendations" className="bg-navy-50 py-20 sm:py-28" eyebrow={eyebrow} title={heading} intro={intro}>
      <ol className="mt-12 grid gap-x-12 gap-y-10 md:grid-cols-2" data-testid="leadership-recommendations">
        {items.map((item, i) => (
          <li key={item.title} className="flex gap-5">
            <span aria-hidden="true" className="text-3xl leading-none font-bold text-accent-600 tabular-nums">
              {String(i + 1).padStart(2, '0')}
            </span>
            <div className="border-l border-navy-100 pl-5">
              <h3 className="text-lg leading-snug font-semibold text-navy-900">{item.title}</h3>
              <p className="mt-2 leading-7 text-muted">{item.body}</p>
            </div>
          </li>
        ))}
      </ol>
    </HeadedSection>
  );
}
