import { describe, expect, it } from 'vitest';
import { answerSentences, coverage, isRelevant, sentencesOf, siteUsesTerm } from './extractive-answer';

const passage =
  'Answer engine optimization (AEO) makes your content the direct answer that assistants quote. ' +
  'It matters more every year, e.g. for voice search. ' +
  'Generative engine optimization (GEO) makes your brand a source that ChatGPT cites. ' +
  'Both rest on clear expert content and structured data. ' +
  'Clients usually see a return within 60-90 days.';

describe('sentencesOf', () => {
  it('splits at sentence ends, not at abbreviations or decimals', () => {
    expect(sentencesOf(passage)).toHaveLength(5);
    expect(sentencesOf(passage)[1]).toBe('It matters more every year, e.g. for voice search.');
    expect(sentencesOf('Revenue grew to $2.8 billion. Margins held.')).toEqual(['Revenue grew to $2.8 billion.', 'Margins held.']);
  });
});

describe('answerSentences', () => {
  it('takes the passage’s own sentences that hold the question’s words, in the passage’s order', () => {
    expect(answerSentences(passage, 'What is generative engine optimization?')).toEqual([
      'Answer engine optimization (AEO) makes your content the direct answer that assistants quote.',
      'Generative engine optimization (GEO) makes your brand a source that ChatGPT cites.',
    ]);
    expect(answerSentences(passage, 'how fast do clients see a return')).toEqual(['Clients usually see a return within 60-90 days.']);
  });

  it('gives at most `max` sentences', () => {
    expect(answerSentences(passage, 'engine optimization content', 1)).toHaveLength(1);
  });

  it('opens with the first sentence when the passage matched only by its page or heading', () => {
    expect(answerSentences(passage, 'pricing')).toEqual([sentencesOf(passage)[0]]);
  });

  it('cuts a table read as one long sentence at a word, marked', () => {
    const table = `Dimension AEO GEO ${'Primary goal Be selected as the direct answer '.repeat(20)}end.`;
    const [cut] = answerSentences(table, 'primary goal');
    expect(cut.length).toBeLessThanOrEqual(480);
    expect(cut).toMatch(/^Dimension AEO GEO Primary goal .* …$/);
    expect(table.startsWith(cut.slice(0, -2))).toBe(true);
  });

  it('keeps the answer short enough to read in the chat', () => {
    const long = Array.from({ length: 6 }, (_, i) => `Sentence ${i} about citations ${'and more words '.repeat(12)}here.`).join(' ');
    expect(answerSentences(long, 'citations').join(' ').length).toBeLessThanOrEqual(480);
  });
});

const hit = (text: string, score = 50) => ({ title: 'AEO vs GEO', heading: 'How answer engines select sources', text, score });

describe('isRelevant', () => {
  it('accepts a passage that holds most of the question’s words, one typo allowed in a long word', () => {
    expect(isRelevant(hit(passage), 'what is generative engine optimization')).toBe(true);
    expect(isRelevant(hit(passage), 'generativ engine optimisation')).toBe(true);
  });

  it('refuses a passage that holds only half of them', () => {
    expect(isRelevant(hit('People ask about the weather and sports scores.'), 'What is the weather tomorrow')).toBe(false);
  });

  it('counts a word the site never uses twice: the question is about something else', () => {
    const fix = hit('Fix canonical, redirect and status code problems.');
    expect(isRelevant(fix, 'fix my python code')).toBe(true);
    expect(isRelevant(fix, 'fix my python code', (term) => term !== 'python')).toBe(false);
    expect(coverage(fix, 'fix my python code', (term) => term !== 'python')).toEqual({ held: 2, asked: 4, foreign: 1 });
  });

  it('lets exactly half through when two words or more are held and every missing word is one the site uses', () => {
    const fix = hit('Fix canonical, redirect and status code problems.');
    expect(isRelevant(fix, 'fix code quality budget')).toBe(true);
    expect(isRelevant(fix, 'fix code zebra', (term) => term !== 'zebra')).toBe(false);
    expect(isRelevant(fix, 'fix quality')).toBe(false);
  });

  it('holds a word through the site’s words for it, and does not ask filler words', () => {
    const office = hit('Our address is 350 Fifth Avenue, New York, NY.');
    expect(coverage(office, 'are you guys based in NYC')).toEqual({ held: 2, asked: 2, foreign: 0 });
    expect(isRelevant(office, 'are you guys based in NYC')).toBe(true);
  });

  it('refuses a word met only in passing, and a question without meaningful words', () => {
    expect(isRelevant(hit('Taxes are not our field.', 8), 'taxes')).toBe(false);
    expect(isRelevant(hit(passage), 'how do I')).toBe(false);
  });

  it('does not count a prefix as the word (an "apple" is not an "application")', () => {
    expect(isRelevant(hit('Applications of AI in stock management.'), 'apple stock')).toBe(false);
  });
});

describe('siteUsesTerm', () => {
  it('asks the search for the term alone and checks the best passage holds it', () => {
    const search = { search: (query: string) => (query === 'geo' ? [hit(passage)] : [hit('Geography lessons.')]) };
    expect(siteUsesTerm(search)('geo')).toBe(true);
    expect(siteUsesTerm(search)('weather')).toBe(false);
  });
});
