/** The Markdown twin of /about, section by section in the page's order, from the page's own copy (src/content/pages/about-content.ts). */
import { aboutContent } from '../content/pages/about-content';
import { findService } from '../content/services/service-catalogue';
import { pageUpdated } from '../content/content-date';
import { staticPages } from '../content/static-pages';
import { blocks, bullets, link } from './markdown-text';
import { sourceLine } from './source-line';
import type { TwinPage } from './twin-page';

function serviceLinks(slugs: readonly string[]): string {
  return slugs.flatMap((slug) => {
    const s = findService(slug);
    return s ? [link(s.title, `/services/${s.slug}`)] : [];
  }).join(', ');
}

export function aboutTwin(): TwinPage {
  const { hero, paradigmShift: shift, figures, painPoints, serviceModel, recommendations, story, cta } = aboutContent;
  const page = staticPages.about;
  const markdown = blocks(
    `# ${hero.heading}`,
    hero.intro,
    sourceLine({ path: page.path, updated: pageUpdated(page) }),
    bullets(hero.facts.map((f) => `${f.value}: ${f.label}`)),
    `## ${shift.heading}`,
    ...shift.paragraphs,
    `### ${shift.comparisonHeading}`,
    [`| | ${shift.beforeLabel} | ${shift.afterLabel} |`, '|---|---|---|', ...shift.comparison.map((r) => `| ${r.dimension} | ${r.before} | ${r.after} |`)].join('\n'),
    `## ${figures.marketHeading}`,
    figures.marketIntro,
    bullets(figures.statistics.map((s) => `**${s.value}** ${s.label}. ${s.context} (${figures.sourceLabel}: ${s.source})`)),
    `## ${painPoints.heading}`,
    painPoints.intro,
    ...painPoints.items.flatMap((p) => [
      `### ${p.title}`,
      `${painPoints.problemLabel}: ${p.problem}`,
      `${painPoints.answerLabel}: ${p.answer}`,
      `${serviceModel.servicesLabel}: ${serviceLinks(p.serviceSlugs)}`,
    ]),
    `## ${serviceModel.heading}`,
    serviceModel.intro,
    ...serviceModel.steps.flatMap((s) => [
      `### ${s.name}`,
      `Step ${s.step}: ${s.role}`,
      s.description,
      `${serviceModel.servicesLabel}: ${serviceLinks(s.serviceSlugs)}`,
    ]),
    `## ${figures.transformationHeading}`,
    figures.transformationIntro,
    bullets(figures.transformationMetrics.map((m) => `**${m.value}** ${m.label}. ${m.context}`)),
    figures.disclaimer,
    `## ${recommendations.heading}`,
    recommendations.intro,
    ...recommendations.items.flatMap((r) => [`### ${r.title}`, r.body]),
    `## ${story.heading}`,
    ...story.paragraphs,
    `### ${story.valuesHeading}`,
    bullets(story.values.map((v) => `**${v.title}:** ${v.description}`)),
    `## ${cta.heading}`,
    cta.text,
    bullets([cta.primary, cta.secondary].map((l) => link(l.label, l.href))),
  );
  return { path: page.path, twinPath: `${page.path}.md`, title: hero.heading, description: page.description, section: 'Company', markdown };
}
