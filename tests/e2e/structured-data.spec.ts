/**
 * JSON-LD on every page kind, checked against the properties Google's structured-data documentation
 * lists as required and recommended (Organization, LocalBusiness, Article, FAQPage, BreadcrumbList).
 * Reads the build in dist/; no browser.
 */
import sharp from 'sharp';
import { expect, test } from '@playwright/test';
import { distFileFor, jsonLdOf, mainText, pageHtml, sitemapPaths, sitePath, siteUrl } from './dist-files';

type Node = Record<string, unknown>;

const pages = sitemapPaths();
const ORGANIZATION_ID = `${siteUrl}/#organization`;
const ZONED = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})$/;
const nodesOf = (path: string) => jsonLdOf(pageHtml(path));
const ofType = (nodes: Node[], type: string) => nodes.filter((n) => n['@type'] === type);
const one = (nodes: Node[], type: string, path: string): Node => {
  const found = ofType(nodes, type);
  expect(found, `${path}: one ${type}`).toHaveLength(1);
  return found[0];
};

/** Where Google reads an absolute URL: it must be on this site and exist in the build. */
function expectSiteFile(url: unknown, label: string) {
  expect(typeof url, label).toBe('string');
  const path = sitePath(url as string);
  expect(path, `${label}: ${String(url)} is on the site`).toBeDefined();
  expect(distFileFor(path!), `${label}: ${String(url)} exists`).toBeDefined();
}

test('Organization (a ProfessionalService) is on every page under one @id, with the properties Google recommends', () => {
  // Google: Organization has no required properties and recommends these; LocalBusiness subtypes require name and address.
  const recommended = ['name', 'alternateName', 'url', 'logo', 'description', 'email', 'telephone', 'address', 'contactPoint', 'sameAs', 'foundingDate'];
  // Recommended, but not published by the firm in its content sources: left out rather than invented.
  const notHeld = ['legalName', 'duns', 'leiCode', 'iso6523Code', 'naics', 'taxID', 'vatID', 'globalLocationNumber', 'numberOfEmployees', 'geo', 'priceRange'];
  for (const path of [...pages, '/offline']) {
    const org = one(nodesOf(path), 'ProfessionalService', path);
    expect(org['@id'], path).toBe(ORGANIZATION_ID);
    for (const key of recommended) expect(org[key], `${path}: Organization.${key}`).toBeTruthy();
    for (const key of notHeld) expect(org[key], `${path}: ${key} is not claimed`).toBeUndefined();
    const address = org.address as Node;
    for (const key of ['streetAddress', 'addressLocality', 'addressRegion', 'postalCode', 'addressCountry']) expect(address[key], key).toBeTruthy();
    const [contact] = org.contactPoint as Node[];
    expect(contact['@type']).toBe('ContactPoint');
    for (const key of ['contactType', 'telephone', 'email']) expect(contact[key], `contactPoint.${key}`).toBeTruthy();
    expect((org.sameAs as string[]).length).toBeGreaterThanOrEqual(5);
    for (const url of org.sameAs as string[]) expect(url).toMatch(/^https:\/\//);
    expect((org.openingHoursSpecification as Node[])[0]).toMatchObject({ opens: '09:00', closes: '18:00' });
  }
});

test('the logo is a real image of at least 112x112 pixels on the site', async () => {
  const org = one(nodesOf('/'), 'ProfessionalService', '/');
  const logo = org.logo as Node;
  expectSiteFile(logo.url, 'logo');
  const { width = 0, height = 0 } = await sharp(distFileFor(sitePath(logo.url as string)!)!).metadata();
  expect(Math.min(width, height)).toBeGreaterThanOrEqual(112);
});

test('every page node names the site and is published by the same Organization @id', () => {
  for (const path of pages) {
    const nodes = nodesOf(path);
    const site = one(nodes, 'WebSite', path);
    expect(site.publisher, path).toEqual({ '@id': ORGANIZATION_ID });
    const page = nodes.find((n) => String(n['@id']).endsWith('#webpage'))!;
    expect(page, `${path}: page node`).toBeDefined();
    expect(page.url, path).toBe(`${siteUrl}${path === '/' ? '/' : path}`);
    expect(page.publisher, path).toEqual({ '@id': ORGANIZATION_ID });
    expect(page.dateModified, `${path}: dateModified`).toMatch(ZONED);
  }
});

test('BreadcrumbList on every page below home: at least two items, each with position, name and item URL', () => {
  for (const path of pages.filter((p) => p !== '/')) {
    const page = nodesOf(path).find((n) => String(n['@id']).endsWith('#webpage'))!;
    const trail = page.breadcrumb as Node;
    expect(trail?.['@type'], path).toBe('BreadcrumbList');
    const items = trail.itemListElement as Node[];
    expect(items.length, path).toBeGreaterThanOrEqual(2);
    items.forEach((item, i) => {
      expect(item).toMatchObject({ '@type': 'ListItem', position: i + 1 });
      expect(item.name, `${path} crumb ${i + 1}`).toBeTruthy();
      expectSiteFile(item.item, `${path} crumb ${i + 1}`);
    });
    expect(items[0].item).toBe(`${siteUrl}/`);
    expect(items.at(-1)!.item).toBe(`${siteUrl}${path}`);
  }
});

test('the visible breadcrumb of an article matches its BreadcrumbList', () => {
  for (const path of pages.filter((p) => p.startsWith('/insights/'))) {
    const html = pageHtml(path);
    const nav = /<nav aria-label="Breadcrumb">([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
    const visible = [...nav.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/g)].map((m) => mainText(`<main>${m[1]}</main>`).replace(/\s*\/$/, ''));
    const page = jsonLdOf(html).find((n) => String(n['@id']).endsWith('#webpage'))!;
    expect(((page.breadcrumb as Node).itemListElement as Node[]).map((i) => i.name), path).toEqual(visible);
  }
});

test.describe('Article on insight articles and the Authority Hub guides', () => {
  const articlePages = pages.filter((p) => /^\/(insights|authority-hub)\/[^/]+$/.test(p));

  test('headline, description, author with URL, zoned dates, and the publisher by @id, name and logo', () => {
    expect(articlePages.length).toBe(11 + 7);
    for (const path of articlePages) {
      const article = one(nodesOf(path), 'Article', path);
      expect(article.headline, path).toBeTruthy();
      expect(article.description, path).toBeTruthy();
      expect(article.datePublished, path).toMatch(ZONED);
      expect(article.dateModified, path).toMatch(ZONED);
      expect(Date.parse(article.dateModified as string)).toBeGreaterThanOrEqual(Date.parse(article.datePublished as string));
      // Named in the block itself: a reader of the Article alone (a feed, an answer engine's extract) needs no other node.
      expect(article.publisher, path).toMatchObject({ '@type': 'Organization', '@id': ORGANIZATION_ID, name: 'Ascend Strategy Consulting', url: siteUrl });
      const logo = (article.publisher as Node).logo as Node;
      expect(logo, path).toEqual(one(nodesOf(path), 'ProfessionalService', path).logo);
      expect(logo).toMatchObject({ '@type': 'ImageObject', width: '512', height: '512' });
      expectSiteFile(logo.url, `${path} publisher logo`);
      expect(article.mainEntityOfPage).toEqual({ '@id': `${siteUrl}${path}#webpage` });
      // No invented people: until the content names authors, the firm is the author, with its URL and @id.
      expect(article.author, path).toEqual([{ '@type': 'Organization', '@id': ORGANIZATION_ID, name: 'Ascend Strategy Consulting', url: siteUrl }]);
    }
  });

  test('images in 16:9, 4:3 and 1:1, each at least 50,000 pixels and on the site', async () => {
    const ratios = [16 / 9, 4 / 3, 1];
    for (const path of articlePages) {
      const images = one(nodesOf(path), 'Article', path).image as string[];
      expect(images, path).toHaveLength(3);
      for (const [i, url] of images.entries()) {
        expectSiteFile(url, `${path} image ${i + 1}`);
        const { width = 0, height = 0 } = await sharp(distFileFor(sitePath(url)!)!).metadata();
        expect(width * height, url).toBeGreaterThanOrEqual(50_000);
        expect(Math.abs(width / height - ratios[i]), url).toBeLessThan(0.01);
      }
    }
  });
});

test.describe('FAQPage', () => {
  const pillarGuides = pages.filter((p) => /^\/authority-hub\/[^/]+$/.test(p) && p !== '/authority-hub/guides');
  const faqPages = [...pages.filter((p) => /^\/(services|insights)\/[^/]+$/.test(p)), ...pillarGuides];

  test('on every service page, every article and every pillar guide: questions with accepted answers, all visible on the page', () => {
    expect(faqPages.length).toBe(21 + 11 + 6);
    for (const path of faqPages) {
      const html = pageHtml(path);
      const faq = one(jsonLdOf(html), 'FAQPage', path);
      const questions = faq.mainEntity as Node[];
      expect(questions.length, path).toBeGreaterThanOrEqual(3);
      const text = mainText(html);
      for (const q of questions) {
        expect(q['@type']).toBe('Question');
        expect(q.name, path).toMatch(/\?$/);
        const answer = q.acceptedAnswer as Node;
        expect(answer['@type']).toBe('Answer');
        expect((answer.text as string).length, path).toBeGreaterThan(40);
        expect(text, `${path}: question shown`).toContain(q.name as string);
        expect(text, `${path}: answer shown`).toContain(answer.text as string);
      }
    }
  });
});

test('services carry a Service provided by the Organization; pages without a questions section carry no FAQPage', () => {
  for (const path of pages.filter((p) => p.startsWith('/services/'))) {
    expect(one(nodesOf(path), 'Service', path).provider).toEqual({ '@id': ORGANIZATION_ID });
  }
  const withoutQuestions = pages.filter((p) => !/^\/(services|insights|authority-hub)\/[^/]+$/.test(p) || p === '/authority-hub/guides');
  expect(withoutQuestions).toContain('/about');
  for (const path of withoutQuestions) expect(ofType(nodesOf(path), 'FAQPage'), path).toEqual([]);
});
