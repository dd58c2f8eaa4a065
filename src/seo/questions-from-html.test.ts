import { describe, expect, it } from 'vitest';
import { questionsFromHtml } from './questions-from-html';

const html = [
  '<h2 id="metrics">Metrics</h2>\n<p>Not a question.</p>',
  '<h2 id="frequently-asked-questions">Frequently asked questions</h2>',
  '<h3 id="what-is-it">What is topical authority?</h3>\n<p>The trust engines place in a <strong>complete</strong> source.</p>',
  '<h3 id="how-long">How long does it take?</h3>\n<p>Three to six months.</p>\n<ul><li>Twelve to eighteen to dominate.</li></ul>',
  '<h2 id="where-this-connects">Where this connects</h2>\n<h3 id="x">Is this a question?</h3><p>Outside the section.</p>',
].join('\n');

describe('questionsFromHtml', () => {
  it('reads each H3 question and everything under it until the next, within the FAQ section only', () => {
    expect(questionsFromHtml(html)).toEqual([
      { question: 'What is topical authority?', answer: 'The trust engines place in a complete source.' },
      { question: 'How long does it take?', answer: 'Three to six months. Twelve to eighteen to dominate.' },
    ]);
  });

  it('decodes entities and finds nothing on a page without the section', () => {
    expect(questionsFromHtml('<h2>Frequently asked questions</h2><h3>Isn&#39;t it &quot;done&quot;?</h3><p>Q&amp;A.</p>')).toEqual([
      { question: 'Isn\'t it "done"?', answer: 'Q&A.' },
    ]);
    expect(questionsFromHtml('<h2>Metrics</h2><h3>Why?</h3><p>Because.</p>')).toEqual([]);
  });
});
