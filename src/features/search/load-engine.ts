/**
 * MiniSearch over the compact index, each term's postings decoded the first time a query reaches the
 * term. MiniSearch.loadJS would turn every posting of every term into Maps before the first query can
 * run: most of the time search took to open. The engine and its scores are MiniSearch's own.
 */
import MiniSearch, { type AsPlainObject } from 'minisearch';
import { decodePostings, expandDocuments, type CompactSearchIndex } from '../../lib/search-index-codec';
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

// MiniSearch keeps its terms in a private radix tree (minisearch 7, pinned in package.json); a term
// added here takes the place loadJS gives it, in the same order, so the tree and every query's
// results are the same (src/features/search/load-engine.test.ts compares them).
interface TermTree {
  set(term: string, entry: PackedPostings): unknown;
}

/**
 * A query-only engine over the compact index: adding, removing or serialising documents is not
 * supported (they would read the entries as Maps).
 */
export function loadEngine(compact: CompactSearchIndex): MiniSearch {
  const engine = MiniSearch.loadJS(expandDocuments(compact) as unknown as AsPlainObject, INDEX_OPTIONS);
  const tree = (engine as unknown as { _index: TermTree })._index;
  for (const [term, packed] of compact.terms) tree.set(term, new PackedPostings(packed));
  return engine;
}
