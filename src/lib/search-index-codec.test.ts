import MiniSearch, { type AsPlainObject } from 'minisearch';
import { describe, expect, it } from 'vitest';
import { compactIndex, decodePostings, expandDocuments, type PackedTree, type PlainSearchIndex } from './search-index-codec';
import { INDEX_OPTIONS } from './search-terms';

const docs = Array.from({ length: 120 }, (_, id) => ({
  id,
  title: id % 7 === 0 ? 'Technical SEO audit' : `Page ${id}`,
  heading: id % 3 === 0 ? 'What the audit costs' : 'Zero-click search',
  keywords: 'answer engine optimization',
  // Repeated words give counts above 1; ids far apart give gaps of several base-36 digits.
  text: `${'citation '.repeat(id % 4)}voice search ${id % 50 === 0 ? 'schema markup schema' : 'local listings'}`,
}));

// Every term of a packed tree with its postings, in the tree's order.
function treeTerms(tree: PackedTree, prefix = ''): Array<[term: string, postings: string]> {
  const terms: Array<[string, string]> = [];
  for (let i = 0; i < tree.length; i += 2) {
    const label = tree[i] as string;
    const child = tree[i + 1];
    if (typeof child === 'string') terms.push([prefix, child]);
    else terms.push(...treeTerms(child, prefix + label));
  }
  return terms;
}

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
    const terms = new Map(treeTerms(JSON.parse(JSON.stringify(compact.tree)) as PackedTree));
    expect([...terms.keys()].sort()).toEqual(plain.index.map(([term]) => term).sort());
    plain.index.forEach(([term, byField]) => {
      const packed = terms.get(term)!;
      // As MiniSearch.loadJS holds a term: field ids and document ids as numbers, in ascending order.
      const expected = new Map(Object.entries(byField).map(([field, docs]) => [Number(field), new Map(Object.entries(docs).map(([doc, n]) => [Number(doc), n]))]));
      expect(decodePostings(packed), term).toEqual(expected);
      expect([...decodePostings(packed).keys()], term).toEqual([...expected.keys()]);
      for (const [field, docs] of decodePostings(packed)) expect([...docs.keys()], `${term} ${field}`).toEqual([...expected.get(field)!.keys()]);
    });
  });

  it("holds the term tree MiniSearch.loadJS builds, every node's edges in the same order", () => {
    const plain = JSON.parse(JSON.stringify(engine())) as PlainSearchIndex;
    type Node = Map<string, Node | Map<number, Map<number, number>>>;
    // The loaded tree's shape: labels in order, a term's postings as they decode.
    const shape = (node: Node): unknown[] => [...node].map(([label, child]) => [label, label === '' ? [...(child as Map<number, Map<number, number>>)].map(([f, d]) => [f, [...d]]) : shape(child as Node)]);
    const packedShape = (tree: PackedTree): unknown[] =>
      tree.flatMap((item, i) => (i % 2 ? [] : [[item, item === '' ? [...decodePostings(tree[i + 1] as string)].map(([f, d]) => [f, [...d]]) : packedShape(tree[i + 1] as PackedTree)]]));
    const loaded = MiniSearch.loadJS(plain as unknown as AsPlainObject, INDEX_OPTIONS) as unknown as { _index: { _tree: Node } };
    const expected = shape(loaded._index._tree);
    expect(JSON.stringify(packedShape(compactIndex(plain).tree))).toBe(JSON.stringify(expected));
    // Terms that are prefixes of others, and edges split after they were made.
    expect(JSON.stringify(expected)).toMatch(/\["c",\[\["itation",.*\["lick",/);
    expect(JSON.stringify(expected)).toMatch(/\["9",\[\["9",.*\["",\[\[0,\[\[9,1\]\]\]\]\]\]\]/);
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
