import MiniSearch, { type AsPlainObject } from 'minisearch';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSitePassages } from '../../../scripts/search/load-passages.mjs';
import { INDEX_OPTIONS, QUERY_OPTIONS } from '../../lib/search-terms';
import { compactIndex, type CompactSearchIndex, type PlainSearchIndex } from '../../lib/search-index-codec';
import { visitorQuestions } from '../../../tests/support/visitor-questions';
import { loadEngine } from './load-engine';

describe('the engine over the compact index, postings decoded as queries reach them', () => {
  let plain: PlainSearchIndex;
  let compact: CompactSearchIndex;

  beforeAll(async () => {
    const passages = await loadSitePassages();
    const built = new MiniSearch({ ...INDEX_OPTIONS, idField: 'id' });
    built.addAll(passages.map((p, id) => ({ ...p, id })));
    plain = JSON.parse(JSON.stringify(built)) as PlainSearchIndex;
    // Through JSON, as the browser receives it.
    compact = JSON.parse(JSON.stringify(compactIndex(plain))) as CompactSearchIndex;
  });

  it('answers every query exactly as MiniSearch.loadJS of the whole index: same passages, scores, order and matched terms', () => {
    const reference = MiniSearch.loadJS(plain as unknown as AsPlainObject, INDEX_OPTIONS);
    const engine = loadEngine(compact);
    // Each question, each of its prefixes as it is typed (prefix matching on the last word), and every
    // indexed term on its own and misspelt (fuzzy matching reaches the neighbours of the term).
    const queries = new Set<string>();
    for (const { question } of visitorQuestions) for (let end = 1; end <= question.length; end++) queries.add(question.slice(0, end));
    for (const [term] of plain.index) {
      queries.add(term);
      queries.add(`${term.slice(1)}x`);
    }
    expect(queries.size).toBeGreaterThan(4000);
    let withResults = 0;
    const differing: string[] = [];
    for (const query of queries) {
      const expected = reference.search(query, QUERY_OPTIONS);
      if (expected.length > 0) withResults++;
      // JSON writes each score's exact value: equal text is equal results.
      if (JSON.stringify(engine.search(query, QUERY_OPTIONS)) !== JSON.stringify(expected)) differing.push(query);
    }
    expect(differing).toEqual([]);
    expect(withResults).toBeGreaterThan(queries.size / 2);
  });
});
