import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { compactIndex, expandIndex, type PlainSearchIndex } from './search-index-codec';
import { INDEX_OPTIONS, QUERY_OPTIONS } from './search-terms';

const docs = Array.from({ length: 120 }, (_, id) => ({
  id,
  title: id % 7 === 0 ? 'Technical SEO audit' : `Page ${id}`,
  heading: id % 3 === 0 ? 'What the audit costs' : 'Zero-click search',
  keywords: 'answer engine optimization',
  // Repeated words give counts above 1; ids far apart give gaps of several base-36 digits.
  text: `${'citation '.repeat(id % 4)}voice search ${id % 50 === 0 ? 'schema markup schema' : 'local listings'}`,
}));

function engine() {
  const search = new MiniSearch({ ...INDEX_OPTIONS, idField: 'id' });
  search.addAll(docs);
  return search;
}

describe('search index codec', () => {
  it('expands to exactly what MiniSearch serialised, so the browser ranks as the build does', () => {
    const plain = JSON.parse(JSON.stringify(engine())) as PlainSearchIndex;
    const compact = JSON.parse(JSON.stringify(compactIndex(plain)));
    expect(expandIndex(compact)).toEqual(plain);
    const loaded = MiniSearch.loadJS(expandIndex(compact) as never, INDEX_OPTIONS);
    for (const query of ['audit cost', 'zero click', 'citatio', 'schema', 'voice serch']) {
      expect(loaded.search(query, QUERY_OPTIONS), query).toEqual(engine().search(query, QUERY_OPTIONS));
    }
  });

  it('is much smaller than MiniSearch JSON', () => {
    const plain = JSON.parse(JSON.stringify(engine())) as PlainSearchIndex;
    expect(JSON.stringify(compactIndex(plain)).length).toBeLessThan(JSON.stringify(plain).length / 2);
  });

  it('refuses an index it could not restore exactly (a removed document)', () => {
    const search = engine();
    search.discard(5);
    expect(() => compactIndex(JSON.parse(JSON.stringify(search)))).toThrow(/fresh index/);
  });
});
