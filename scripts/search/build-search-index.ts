/** Builds the browser's search index from the site's passages: MiniSearch's index in compact form plus the passages it points at. */
import MiniSearch from 'minisearch';
import { compactIndex, type PlainSearchIndex } from '../../src/lib/search-index-codec.ts';
import { INDEX_OPTIONS } from '../../src/lib/search-terms.ts';
import type { IndexedPage, IndexedPassage, SearchIndexData } from '../../src/lib/search-ranking';
import type { SitePassage } from './collect-passages';

/** Pages once, passages pointing at them; the index holds only ids and term counts. */
export function buildSearchIndex(passages: readonly SitePassage[]): SearchIndexData {
  const pages: IndexedPage[] = [];
  const pageIndex = new Map<string, number>();
  const compact: IndexedPassage[] = passages.map((p) => {
    let index = pageIndex.get(p.page);
    if (index === undefined) {
      index = pages.push({ path: p.page, title: p.title, kind: p.kind }) - 1;
      pageIndex.set(p.page, index);
    }
    const anchor = p.url.includes('#') ? p.url.slice(p.url.indexOf('#') + 1) : '';
    return [index, anchor, p.heading, p.text];
  });
  const engine = new MiniSearch<SitePassage>({ ...INDEX_OPTIONS, idField: 'id' });
  engine.addAll(passages.map((p, id) => ({ ...p, id })));
  return { index: compactIndex(engine.toJSON() as unknown as PlainSearchIndex), pages, passages: compact };
}
