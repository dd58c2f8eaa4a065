import { describe, expect, it } from 'vitest';
import { siteConfig } from '../../content/site-config';
import { serviceCatalogue } from '../../content/services/service-catalogue';
import { faqPageJsonLd, serviceJsonLd } from './service-json-ld';
import { serviceHead } from './service-head';
import { servicesListHead } from './services-list-head';
import { staticServicePage } from '../../../tests/support/static-service-page';

type Tag = Record<string, unknown>;
const site = siteConfig.siteUrl;
const meta = (tags: Tag[], key: string, value: string) =>
  tags.find((t) => t.name === value || t.property === value)?.[key];
const jsonLd = (tags: Tag[]) => tags.flatMap((t) => (t['script:ld+json'] ? [t['script:ld+json'] as Tag] : []));

describe('a service page head', () => {
  const service = staticServicePage('generative-engine-optimization')!;
  const head = serviceHead(service);
  const tags = head.meta as Tag[];

  it('has its own title, description, canonical URL and 1200x630 social image with the title as alt', () => {
    expect(tags.find((t) => 'title' in t)?.title).toBe(`${service.title} | Ascend Strategy Consulting`);
    expect(meta(tags, 'content', 'description')).toBe(service.subtitle);
    expect(head.links).toEqual([
      { rel: 'canonical', href: `${site}/services/generative-engine-optimization` },
      { rel: 'alternate', type: 'text/markdown', title: `${service.title} (Markdown)`, href: '/services/generative-engine-optimization.md' },
    ]);
    expect(meta(tags, 'content', 'og:image')).toBe(`${site}/images/services/generative-engine-optimization.jpg`);
    expect(meta(tags, 'content', 'og:image:width')).toBe('1200');
    expect(meta(tags, 'content', 'og:image:height')).toBe('630');
    expect(meta(tags, 'content', 'og:image:alt')).toBe(service.title);
    expect(meta(tags, 'content', 'twitter:image')).toBe(`${site}/images/services/generative-engine-optimization.jpg`);
  });

  it('carries the WebPage with breadcrumb, the Service offered by the firm and the FAQPage', () => {
    const nodes = jsonLd(tags);
    expect(nodes.map((n) => n['@type'])).toEqual(['WebPage', 'Service', 'FAQPage']);
    const crumbs = (nodes[0].breadcrumb as { itemListElement: Array<{ name: string }> }).itemListElement.map((c) => c.name);
    expect(crumbs).toEqual(['Home', 'Services', service.title]);
  });
});

describe('Service JSON-LD', () => {
  it('names the firm as provider by its Organization @id', () => {
    const service = staticServicePage('security-compliance')!;
    expect(serviceJsonLd(service)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Service',
      '@id': `${site}/services/security-compliance#service`,
      name: service.title,
      description: service.subtitle,
      url: `${site}/services/security-compliance`,
      image: `${site}/images/services/security-compliance.jpg`,
      provider: { '@id': `${site}/#organization` },
      mainEntityOfPage: { '@id': `${site}/services/security-compliance#webpage` },
      isRelatedTo: service.relatedServiceSlugs.map((slug) => ({ '@id': `${site}/services/${slug}#service` })),
    });
  });

  it('leaves out image and relations a database row lacks', () => {
    const service = { ...staticServicePage('security-compliance')!, socialShareImage: undefined, relatedServiceSlugs: [] };
    const node = serviceJsonLd(service);
    expect(node).not.toHaveProperty('image');
    expect(node).not.toHaveProperty('isRelatedTo');
  });

  it('FAQPage holds the three questions with their answers, for every catalogue service', () => {
    for (const content of serviceCatalogue) {
      const faq = faqPageJsonLd(staticServicePage(content.slug)!)!;
      expect(faq['@type']).toBe('FAQPage');
      expect(faq.mainEntity).toEqual(
        content.aeoFaqSection.map((f) => ({ '@type': 'Question', name: f.question, acceptedAnswer: { '@type': 'Answer', text: f.answer } })),
      );
      expect(faq.mainEntity).toHaveLength(3);
    }
  });

  it('no FAQPage for a service without questions', () => {
    const service = { ...staticServicePage('security-compliance')!, aeoFaqSection: [] };
    expect(faqPageJsonLd(service)).toBeNull();
    expect(jsonLd(serviceHead(service).meta as Tag[]).map((n) => n['@type'])).toEqual(['WebPage', 'Service']);
  });
});

describe('the /services head', () => {
  it('keeps the fixed page metadata and adds the portfolio as an ItemList of the 21 Service nodes', () => {
    const head = servicesListHead();
    const tags = head.meta as Tag[];
    expect(head.links).toEqual([{ rel: 'canonical', href: `${site}/services` }]);
    const list = jsonLd(tags).find((n) => n['@type'] === 'ItemList')!;
    const items = list.itemListElement as Array<{ position: number; item: Tag }>;
    expect(items).toHaveLength(21);
    expect(items.map((i) => i.position)).toEqual(serviceCatalogue.map((_, i) => i + 1));
    expect(items.map((i) => i.item['@id'])).toEqual(serviceCatalogue.map((s) => `${site}/services/${s.slug}#service`));
    expect(items[0].item).toMatchObject({ '@type': 'Service', name: serviceCatalogue[0].title, provider: { '@id': `${site}/#organization` } });
  });
});
