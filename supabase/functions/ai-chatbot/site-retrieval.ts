/** Finds the site's passages for a visitor's question: the same passages, words and ranking as the site search. */
import MiniSearch from 'npm:minisearch@7.2.0';
import { isRelevant, type PassageSearch, siteUsesTerm } from '../_shared/extractive-answer.ts';
import { INDEX_OPTIONS, QUERY_OPTIONS, queryTerms, searchTerm } from '../_shared/search-terms.ts';
import { type PageHit, rankPages } from '../_shared/search-ranking.ts';
import { SITE_PAGES, SITE_PASSAGES } from '../_shared/site-passages.ts';
import { contentWords, type VisitorLanguage } from '../_shared/visitor-language.ts';

/** What the site holds for a message: small talk (no meaningful words), or the passages that cover it (none: not covered). */
export type Retrieval = { kind: 'small-talk' } | { kind: 'passages'; hits: PageHit[] };

const PASSAGES_FOR_THE_MODEL = 4;

let engine: MiniSearch | undefined;

// Built on first use (about 0.2 s), then kept for the instance's life.
function siteIndex(): MiniSearch {
  if (engine === undefined) {
    engine = new MiniSearch({ ...INDEX_OPTIONS, idField: 'id' });
    engine.addAll(
      SITE_PASSAGES.map(([page, , heading, text], id) => ({ id, title: SITE_PAGES[page].title, keywords: SITE_PAGES[page].keywords, heading, text })),
    );
  }
  return engine;
}

/** The site's pages for a query, each at its best passage, as the site search ranks them. */
export const siteSearch: PassageSearch<PageHit> = {
  search: (query, limit = PASSAGES_FOR_THE_MODEL) => rankPages(siteIndex().search(query, QUERY_OPTIONS), SITE_PASSAGES, SITE_PAGES, limit),
};

// Whether the site uses a term, kept for the instance's life (one search per new term).
const siteTerms = new Map<string, boolean>();
const usesTerm = (term: string) => {
  let known = siteTerms.get(term);
  if (known === undefined) {
    known = siteUsesTerm(siteSearch)(term);
    siteTerms.set(term, known);
  }
  return known;
};

/**
 * The words of a message the English index can use: all of an English one; of a Spanish, German or
 * French one, its content words that the site's English pages use (the rest are most likely that
 * language's own words, not a topic), as the chat's answer without a model reads them.
 */
export function searchableWords(message: string, language: VisitorLanguage): string {
  if (language === 'en') return message;
  return contentWords(message, language)
    .split(' ')
    .filter((word) => {
      const term = searchTerm(word);
      return term !== null && usesTerm(term);
    })
    .join(' ');
}

// How many of the search's first pages the relevance gate reads.
const SEARCH_DEPTH = 8;

/**
 * The best pages for the message, each at its best passage, that pass the chat's relevance gate
 * (isRelevant, the same gate as the answer without a model): a question about something the site
 * never discusses finds nothing, so it is never sent with passages and never cited. A question in
 * another language is searched by its content words (names such as AEO, GEO or SEO, and words the
 * languages share with English), and must pass the same gate with them.
 */
export function retrieve(message: string, language: VisitorLanguage = 'en', limit = PASSAGES_FOR_THE_MODEL): Retrieval {
  const query = searchableWords(message, language);
  const terms = queryTerms(query);
  if (terms.length === 0) return language === 'en' ? { kind: 'small-talk' } : { kind: 'passages', hits: [] };
  const hits = siteSearch
    .search(query, Math.max(limit, SEARCH_DEPTH))
    .filter((hit) => isRelevant(hit, query, usesTerm))
    .slice(0, limit);
  return { kind: 'passages', hits };
}

/** A source link for each retrieved page, title and url#section. */
export function sourcesOf(hits: readonly PageHit[]): Array<{ title: string; url: string }> {
  return hits.map((hit) => ({ title: hit.title, url: hit.url }));
}

/** Titles for stored cited URLs (a replayed turn), skipping any that no longer name a page. */
export function sourcesForUrls(urls: readonly string[]): Array<{ title: string; url: string }> {
  return urls.flatMap((url) => {
    const page = SITE_PAGES.find((p) => p.path === url.split('#')[0]);
    return page ? [{ title: page.title, url }] : [];
  });
}
