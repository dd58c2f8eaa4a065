import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { compactIndex, decodePostings, expandDocuments, type PlainSearchIndex } from './search-index-codec';
import { INDEX_OPTIONS } from './search-terms';

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
  it('restores exactly what MiniSearch serialised, so the browser ranks as the build does', () => {
    const plain = JSON.parse(JSON.stringify(engine())) as PlainSearchIndex;
    const compact = compactIndex(plain);
    expect(expandDocuments(JSON.parse(JSON.stringify(compact)))).toEqual({ ...plain, index: [] });
    expect(compact.terms.map(([term]) => term)).toEqual(plain.index.map(([term]) => term));
    compact.terms.forEach(([term, packed], i) => {
      const [, byField] = plain.index[i];
      // As MiniSearch.loadJS holds a term: field ids and document ids as numbers, in ascending order.
      const expected = new Map(Object.entries(byField).map(([field, docs]) => [Number(field), new Map(Object.entries(docs).map(([doc, n]) => [Number(doc), n]))]));
      expect(decodePostings(packed), term).toEqual(expected);
      expect([...decodePostings(packed).keys()], term).toEqual([...expected.keys()]);
      for (const [field, docs] of decodePostings(packed)) expect([...docs.keys()], `${term} ${field}`).toEqual([...expected.get(field)!.keys()]);
    });
  });

  it('decodes counts above 1 and gaps of several base-36 digits', () => {
    expect(decodePostings('0=5,z:3;3=1c:2,1')).toEqual(
      new Map([
        [0, new Map([[5, 1], [40, 3]])],
        [3, new Map([[48, 2], [49, 1]])],
      ]),
    );
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
