// Copied by scripts/generate-backend-content.mjs from src/lib/search-ranking.ts. Do not edit: change the original.
/**
 * From passage matches to page results: the best passage of each page, its snippet with the
 * matching words marked. Shared by the site search and (as a generated copy) the chat edge function.
 */
import { searchTerm } from './search-terms.ts';

/** A page in the index. */
export interface IndexedPage {
  path: string;
  title: string;
  kind: string;
}

/** A passage in the index: its page (position in the page list), section anchor, heading and text. */
export type IndexedPassage = [page: number, anchor: string, heading: string, text: string];

/** A passage the search engine matched: its id (position in the passage list), score and the index terms it matched. */
export interface PassageMatch {
  id: number;
  score: number;
  terms: string[];
  queryTerms: string[];
}

/** A piece of a snippet; marked pieces are the words that matched. */
export interface SnippetPart {
  text: string;
  mark: boolean;
}

/** One page in the results: where to go, what it is, and the passage that matched best. */
export interface PageHit {
  path: string;
  /** the page, at the section of its best passage */
  url: string;
  title: string;
  kind: string;
  heading: string;
  snippet: SnippetPart[];
  /** the passage's whole text (the assistant's grounding) */
  text: string;
  score: number;
  /** how many of the query's terms the best passage matched */
  matchedTerms: number;
}

const SNIPPET_CHARS = 200;

/** A window of the text around its first run of matching words, with those words marked. */
export function snippetOf(text: string, terms: ReadonlySet<string>, size = SNIPPET_CHARS): SnippetPart[] {
  const words = [...text.matchAll(/[\p{L}\p{N}]+/gu)];
  const hits = words.filter((w) => terms.has(searchTerm(w[0]) ?? ''));
  const first = hits[0]?.index ?? 0;
  let start = Math.max(0, first - Math.floor(size / 3));
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  let end = Math.min(text.length, start + size);
  if (end < text.length) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
  const parts: SnippetPart[] = [];
  const push = (piece: string, mark: boolean) => {
    if (!piece) return;
    const last = parts.at(-1);
    if (last && last.mark === mark) last.text += piece;
    else parts.push({ text: piece, mark });
  };
  if (start > 0) push('… ', false);
  let cursor = start;
  for (const hit of hits) {
    const at = hit.index ?? 0;
    if (at < start || at + hit[0].length > end) continue;
    push(text.slice(cursor, at), false);
    push(hit[0], true);
    cursor = at + hit[0].length;
  }
  push(text.slice(cursor, end), false);
  if (end < text.length) push(' …', false);
  return parts;
}

/** Highest-scoring pages first, each once, at its best passage; a page's second and third passages add a little. */
export function rankPages(matches: readonly PassageMatch[], passages: readonly IndexedPassage[], pages: readonly IndexedPage[], limit: number): PageHit[] {
  // Long pages have many passages: counting all of them would bury a short page that answers exactly.
  const weights = [1, 0.25, 0.1];
  const best = new Map<number, { match: PassageMatch; total: number; counted: number }>();
  for (const match of matches) {
    const page = passages[match.id]?.[0];
    if (page === undefined) continue;
    const seen = best.get(page);
    if (!seen) best.set(page, { match, total: match.score, counted: 1 });
    else if (seen.counted < weights.length) seen.total += match.score * weights[seen.counted++];
  }
  return [...best.entries()]
    .sort((a, b) => b[1].total - a[1].total)
    .slice(0, limit)
    .map(([pageIndex, { match, total }]) => {
      const [, anchor, heading, text] = passages[match.id];
      const page = pages[pageIndex];
      return {
        path: page.path,
        url: anchor ? `${page.path}#${anchor}` : page.path,
        title: page.title,
        kind: page.kind,
        heading,
        snippet: snippetOf(text, new Set(match.terms)),
        text,
        score: total,
        matchedTerms: new Set(match.queryTerms).size,
      };
    });
}

/** What the build writes for the browser: MiniSearch's serialised index and the passages it points at. */
export interface SearchIndexData {
  /** MiniSearch's toJSON() in compact form (search-index-codec.ts), loaded with INDEX_OPTIONS */
  index: unknown;
  pages: IndexedPage[];
  passages: IndexedPassage[];
}
