/**
 * MiniSearch over the compact index, each term's postings decoded the first time a query reaches the
 * term. MiniSearch.loadJS would turn every posting of every term into Maps before the first query can
 * run, and insert the terms one by one: most of the time search took to open. The engine and its
 * scores are MiniSearch's own.
 */
import MiniSearch, { type AsPlainObject } from 'minisearch';
import { decodePostings, expandDocuments, type CompactSearchIndex, type PackedTree } from '../../lib/search-index-codec';
import { INDEX_OPTIONS } from '../../lib/search-terms';

// A term's entry in MiniSearch's term tree. A query reads an entry only through get(field id), for the
// map of document id to count (MiniSearch.termResults); this one decodes its postings on that first read.
class PackedPostings {
  private fields: Map<number, Map<number, number>> | undefined;

  constructor(private readonly packed: string) {}

  get(fieldId: number): Map<number, number> | undefined {
    this.fields ??= decodePostings(this.packed);
    return this.fields.get(fieldId);
  }
}

type TreeNode = Map<string, TreeNode | PackedPostings>;

// The tree's nodes as Maps, edges in the packed order: the one MiniSearch.loadJS's insertions leave.
function unpackTree(packed: PackedTree): TreeNode {
  const node: TreeNode = new Map();
  for (let i = 0; i < packed.length; i += 2) {
    const child = packed[i + 1];
    node.set(packed[i] as string, typeof child === 'string' ? new PackedPostings(child) : unpackTree(child!));
  }
  return node;
}

// MiniSearch keeps its terms in a private radix tree (SearchableMap, minisearch 7.2, pinned in
// package.json): a Map per node, the edge '' holding the term's entry. The tree put in its place is
// the one loadJS would build, so every query's results are the same (load-engine.test.ts compares them).
interface TermTree {
  _tree: TreeNode;
  _size: number | undefined;
}

/**
 * A query-only engine over the compact index: adding, removing or serialising documents is not
 * supported (they would read the entries as Maps).
 */
export function loadEngine(compact: CompactSearchIndex): MiniSearch {
  const engine = MiniSearch.loadJS(expandDocuments(compact) as unknown as AsPlainObject, INDEX_OPTIONS);
  const tree = (engine as unknown as { _index: TermTree })._index;
  tree._tree = unpackTree(compact.tree);
  tree._size = undefined;
  return engine;
}
