import { beforeAll, describe, expect, it } from 'vitest';
import { loadSitePassages } from '../../../scripts/search/load-passages.mjs';
import { buildSearchIndex } from '../../../scripts/search/build-search-index';
import { createSiteSearch, type SiteSearch } from './site-search';
import { visitorQuestions } from '../../../tests/support/visitor-questions';

describe('site search relevance (the index the browser loads, offline too)', () => {
  let search: SiteSearch;
  let pages: Set<string>;

  beforeAll(async () => {
    const data = buildSearchIndex(await loadSitePassages());
    pages = new Set(data.pages.map((p) => p.path));
    // Through JSON, as the browser receives it.
    search = createSiteSearch(JSON.parse(JSON.stringify(data)));
  });

  it('indexes every page a visitor question expects', () => {
    expect(visitorQuestions.length).toBeGreaterThanOrEqual(25);
    for (const { expected } of visitorQuestions) expect(pages, expected).toContain(expected);
  });

  it('puts the expected page in the top 3 for at least 90% of the visitor questions', () => {
    const misses = visitorQuestions.filter(({ question, expected }) => {
      const top = search.search(question, 3).map((hit) => hit.path);
      return !top.includes(expected);
    });
    const share = (visitorQuestions.length - misses.length) / visitorQuestions.length;
    expect(share, `missed: ${misses.map((m) => m.question).join('; ')}`).toBeGreaterThanOrEqual(0.9);
  });

  it('marks the matching words of the passage it shows', () => {
    const [hit] = search.search('zero click');
    expect(hit.url).toMatch(/^\/insights\/zero-click-searches-the-new-reality-of-information-discovery/);
    expect(hit.kind).toBe('Insight');
    const marked = hit.snippet.filter((part) => part.mark).map((part) => part.text.toLowerCase());
    expect(marked).toEqual(expect.arrayContaining(['zero', 'click']));
  });

  it('finds pages from a word still being typed, and through a typo', () => {
    expect(search.search('competitor moni')[0].path).toBe('/services/competitor-monitoring');
    expect(search.search('techncal seo architecture')[0].path).toBe('/services/technical-seo-architecture');
  });

  it('answers nothing for a query without meaningful words', () => {
    expect(search.search('how do I')).toEqual([]);
  });
});
