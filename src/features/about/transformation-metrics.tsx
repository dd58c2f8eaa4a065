/** What clients typically see (80%, 40-60%, 30%, 50%), stated as typical ranges with their disclaimer. */
import { aboutContent } from '../../content/pages/about-content';
import { HeadedSection } from '../../components/section-heading';

export function TransformationMetrics() {
  const { transformationEyebrow, transformationHeading, transformationIntro, transformationMetrics, disclaimer } =
    aboutContent.figures;
  return (
    <HeadedSection
      id="about-transformation"
      className="py-20 sm:py-28"
      eyebrow={transformationEyebrow}
      title={transformationHeading}
      intro={transformationIntro}
    >
      <ul
        data-testid="transformation-metrics"
        className="mt-12 grid gap-px overflow-hidden rounded-2xl border border-navy-100 bg-navy-100 shadow-sm sm:grid-cols-2 lg:grid-cols-4"
      >
        {transformationMetrics.map((m) => (
          <li key={m.label} className="bg-white p-7">
            <p className="text-5xl font-bold tracking-tight text-accent-700 tabular-nums">{m.value}</p>
            <p className="mt-3 font-semibold text-navy-900">{m.label}</p>
            <p className="mt-2 text-base leading-7 text-muted">{m.context}</p>
          </li>
        ))}
      </ul>
      <p className="mt-5 max-w-3xl text-sm leading-6 text-muted">{disclaimer}</p>
    </HeadedSection>
  );
}
