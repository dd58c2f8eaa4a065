/** The Markdown twin of a service page, in the page's order: challenge, solution, features, benefits, steps, questions, related services, call to action. */
import { findService } from '../content/services/service-catalogue';
import type { ServiceContent } from '../content/services/service-types';
import { STATIC_SERVICE_PUBLISHED_AT } from '../lib/spec-constants';
import { serviceDetailCopy } from '../features/services/services-copy';
import { blocks, bullets, link } from './markdown-text';
import { sourceLine } from './source-line';
import type { TwinPage } from './twin-page';

export function serviceTwin(service: ServiceContent): TwinPage {
  const path = `/services/${service.slug}`;
  const copy = serviceDetailCopy.sections;
  const closing = serviceDetailCopy.closing(service.title);
  const related = service.relatedServices.map((slug) => findService(slug)).filter((s): s is ServiceContent => Boolean(s));
  const markdown = blocks(
    `# ${service.title}`,
    service.subtitle,
    sourceLine({ path, published: STATIC_SERVICE_PUBLISHED_AT, updated: service.updated ?? STATIC_SERVICE_PUBLISHED_AT, details: [serviceDetailCopy.eyebrow] }),
    `## ${copy.challenge}`,
    service.businessPainPoint,
    `## ${copy.solution}`,
    service.ascSolution,
    service.keyFeatures.length > 0 && `## ${copy.keyFeatures}`,
    service.keyFeatures.length > 0 && copy.keyFeaturesIntro,
    bullets(service.keyFeatures),
    service.benefits.length > 0 && `## ${copy.benefits}`,
    ...service.benefits.flatMap((b) => [`### ${b.title}`, b.description]),
    service.howItWorks.length > 0 && `## ${copy.howItWorks}`,
    service.howItWorks.length > 0 && copy.howItWorksIntro,
    ...service.howItWorks.flatMap((s) => [`### ${s.title}`, `${copy.stepLabel(s.step)}: ${s.description}`]),
    service.aeoFaqSection.length > 0 && `## ${copy.faq}`,
    service.aeoFaqSection.length > 0 && copy.faqIntro,
    // On the page each question is a disclosure, not a heading; bold keeps the twin's outline the same.
    ...service.aeoFaqSection.flatMap((f) => [`**${f.question}**`, f.answer]),
    related.length > 0 && `## ${copy.related}`,
    related.length > 0 && copy.relatedIntro,
    bullets(related.map((s) => `${link(s.title, `/services/${s.slug}`)}: ${s.subtitle}`)),
    `## ${closing.title}`,
    closing.text,
    bullets([closing.primary, closing.secondary].map((l) => link(l.label, l.to))),
  );
  return { path, twinPath: `${path}.md`, title: service.title, description: service.subtitle, section: 'Services', markdown };
}
