/**
 * A compact, lossless form of MiniSearch's serialised index (its toJSON()), for the browser's
 * download and precache: the term tree as MiniSearch builds it, postings as base-36 gaps between
 * document ids in one string per term, field lengths as one flat list, and nothing that can be
 * recomputed (document ids are 0..n-1).
 * Imports nothing.
 */

/** The part of MiniSearch's toJSON() (serialisation version 2) the site's index uses. */
export interface PlainSearchIndex {
  documentCount: number;
  nextId: number;
  documentIds: Record<string, number>;
  fieldIds: Record<string, number>;
  fieldLength: Record<string, number[]>;
  averageFieldLength: number[];
  storedFields: Record<string, unknown>;
  dirtCount: number;
  index: Array<[string, Record<string, Record<string, number>>]>;
  serializationVersion: number;
}

/**
 * MiniSearch's term tree (a radix tree) as nested lists: each node's edges in the order MiniSearch's
 * own Maps hold them, as `label, child` pairs; the edge labelled '' holds the term's postings
 * (`field=gap[:count],gap[:count]...`, fields joined by ';'). Rebuilding the Maps from it takes no
 * comparing of terms, which inserting them one by one does.
 */
export type PackedTree = Array<string | PackedTree>;

/** The compact index: the documents' field lengths and the term tree with each term's postings. */
export interface CompactSearchIndex {
  documentCount: number;
  fieldIds: Record<string, number>;
  averageFieldLength: number[];
  /** every document's field lengths, document after document, in field id order */
  fieldLength: number[];
  tree: PackedTree;
}

type TreeNode = Map<string, TreeNode | string>;

// MiniSearch's SearchableMap.set (minisearch 7.2, pinned), step for step: where a term goes in the tree,
// splitting an edge it shares only in part, so every node's Map ends in the same order as MiniSearch.loadJS's.
function insertTerm(root: TreeNode, term: string, postings: string): void {
  let node = root;
  let pos = 0;
  outer: while (pos < term.length) {
    for (const [label, child] of node) {
      if (label === '' || term[pos] !== label[0]) continue;
      const len = Math.min(term.length - pos, label.length);
      let offset = 1;
      while (offset < len && term[pos + offset] === label[offset]) ++offset;
      if (offset === label.length) node = child as TreeNode;
      else {
        const intermediate: TreeNode = new Map([[label.slice(offset), child]]);
        node.set(term.slice(pos, pos + offset), intermediate);
        node.delete(label);
        node = intermediate;
      }
      pos += offset;
      continue outer;
    }
    const leaf: TreeNode = new Map();
    node.set(term.slice(pos), leaf);
    node = leaf;
    break;
  }
  node.set('', postings);
}

function packTree(node: TreeNode): PackedTree {
  const packed: PackedTree = [];
  for (const [label, child] of node) packed.push(label, typeof child === 'string' ? child : packTree(child));
  return packed;
}

/** Packs MiniSearch's toJSON(); throws if the index is not one this form can hold exactly. */
export function compactIndex(plain: PlainSearchIndex): CompactSearchIndex {
  const { documentCount, fieldIds, averageFieldLength, storedFields, dirtCount, serializationVersion } = plain;
  const fields = Object.keys(fieldIds).length;
  if (serializationVersion !== 2 || dirtCount !== 0 || plain.nextId !== documentCount || Object.keys(storedFields).length > 0) {
    throw new Error('compactIndex: expects a fresh index (version 2, ids 0..n-1, no stored fields, nothing removed)');
  }
  const fieldLength: number[] = [];
  for (let doc = 0; doc < documentCount; doc++) {
    if (plain.documentIds[doc] !== doc) throw new Error(`compactIndex: document ${doc} has the id ${String(plain.documentIds[doc])}`);
    const lengths = plain.fieldLength[doc];
    for (let field = 0; field < fields; field++) fieldLength.push(lengths?.[field] ?? 0);
  }
  const root: TreeNode = new Map();
  for (const [term, byField] of plain.index) {
    const postings = Object.entries(byField)
      .map(([field, docs]) => {
        let previous = 0;
        const gaps = Object.entries(docs)
          .map(([doc, count]) => [Number(doc), count] as const)
          .sort((a, b) => a[0] - b[0])
          .map(([doc, count]) => {
            const gap = (doc - previous).toString(36);
            previous = doc;
            return count === 1 ? gap : `${gap}:${count.toString(36)}`;
          });
        return `${field}=${gaps.join(',')}`;
      })
      .join(';');
    insertTerm(root, term, postings);
  }
  return { documentCount, fieldIds, averageFieldLength, fieldLength, tree: packTree(root) };
}

/**
 * Everything of MiniSearch's toJSON() but the terms (`index` is empty): what MiniSearch.loadJS takes
 * before each term's postings are added, as they are needed (decodePostings).
 */
export function expandDocuments(compact: CompactSearchIndex): PlainSearchIndex {
  const { documentCount, fieldIds, averageFieldLength } = compact;
  const fields = Object.keys(fieldIds).length;
  const documentIds: Record<string, number> = {};
  const fieldLength: Record<string, number[]> = {};
  for (let doc = 0; doc < documentCount; doc++) {
    documentIds[doc] = doc;
    fieldLength[doc] = compact.fieldLength.slice(doc * fields, doc * fields + fields);
  }
  return { documentCount, nextId: documentCount, documentIds, fieldIds, fieldLength, averageFieldLength, storedFields: {}, dirtCount: 0, index: [], serializationVersion: 2 };
}

/**
 * One term's postings as MiniSearch holds them in memory once loaded: field id to (document id to
 * count), fields and documents in ascending order, as MiniSearch.loadJS would have made them.
 */
export function decodePostings(packed: string): Map<number, Map<number, number>> {
  const byField = new Map<number, Map<number, number>>();
  for (const part of packed.split(';')) {
    const equals = part.indexOf('=');
    const docs = new Map<number, number>();
    let doc = 0;
    for (const posting of part.slice(equals + 1).split(',')) {
      const colon = posting.indexOf(':');
      if (colon < 0) {
        doc += parseInt(posting, 36);
        docs.set(doc, 1);
      } else {
        doc += parseInt(posting.slice(0, colon), 36);
        docs.set(doc, parseInt(posting.slice(colon + 1), 36));
      }
    }
    byField.set(Number(part.slice(0, equals)), docs);
  }
  return byField;
}
