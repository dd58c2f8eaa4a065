import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './vite-markdown-plugin';

const table = '| Channel | Cost |\n|---|---|\n| Search | $1 |\n';

describe('tables in Markdown', () => {
  it('scroll in a focusable region named after the heading they sit under, numbered when one heading has several', () => {
    const { html } = renderMarkdown(
      `${table}\n## Channel costs\n\n${table}\n${table}\n### The "quiet" *channels*\n\n${table}\n### R&D <costs>\n\n${table}`,
    );
    const names = [...html.matchAll(/<div class="table-scroll" tabindex="0" role="region" aria-label="([^"]*)"><table>/g)].map((m) => m[1]);
    expect(names).toEqual(['Table', 'Table: Channel costs', 'Table: Channel costs (2)', 'Table: The &quot;quiet&quot; channels', 'Table: R&amp;D']);
    expect(html.match(/<\/table><\/div>/g)).toHaveLength(5);
  });

  it('have a caption of that name for table navigation, visually hidden under the heading that shows it', () => {
    const { html } = renderMarkdown(`## Channel costs\n\nSome words.\n\n${table}\n${table}\n### R&D <costs>\n\n${table}`);
    const captions = [...html.matchAll(/<table>\n<caption class="sr-only">([^<]*)<\/caption>\n<thead>/g)].map((m) => m[1]);
    expect(captions).toEqual(['Channel costs', 'Channel costs (2)', 'R&amp;D']);
  });

  // Three case studies each with a "Timeline" table: three captions "Timeline" told a table list nothing.
  it('under a subheading the page repeats, are named after their section too', () => {
    const { html } = renderMarkdown(`## Case one\n\n### Timeline\n\n${table}\n## Case two\n\n### Timeline\n\n${table}\n### Results\n\n${table}`);
    const captions = [...html.matchAll(/<caption class="sr-only">([^<]*)<\/caption>/g)].map((m) => m[1]);
    expect(captions).toEqual(['Timeline (Case one)', 'Timeline (Case two)', 'Results']);
    expect(html).toContain('aria-label="Table: Timeline (Case two)"');
  });
});

describe('headings in Markdown', () => {
  // An id made from the escaped text read "what-isn39t": a link to the section showed the reader the escape.
  it('list their text as a reader reads it, and take their ids from that text', () => {
    const { html, headings } = renderMarkdown(`## What Is Dying, and What Isn't\n\n## Costs & *benefits* of "AI"\n\n### Step &#8212; one\n`);
    expect(headings).toEqual([
      { id: 'what-is-dying-and-what-isnt', text: "What Is Dying, and What Isn't", depth: 2 },
      { id: 'costs-benefits-of-ai', text: 'Costs & benefits of "AI"', depth: 2 },
      { id: 'step-one', text: 'Step \u2014 one', depth: 3 },
    ]);
    expect(html).toContain(`<h2 id="what-is-dying-and-what-isnt"><span id="what-is-dying-and-what-isn39t"></span>What Is Dying, and What Isn&#39;t</h2>`);
  });

  // Links made to the former addresses (copied by readers, cited by answer engines) still open at the section.
  it('keep the id they had when it was made from the escaped text, on an anchor inside, only where it differs', () => {
    const { html } = renderMarkdown(`## What Isn't\n\n## Costs & *benefits* of "AI"\n\n### Step &#8212; one\n\n## What Isn't\n`);
    expect(html).toContain('<h2 id="what-isnt"><span id="what-isn39t"></span>What Isn&#39;t</h2>');
    expect(html).toContain('<h2 id="costs-benefits-of-ai">Costs &amp; <em>benefits</em> of &quot;AI&quot;</h2>');
    expect(html).toContain('<h3 id="step-one">Step \u2014 one</h3>');
    expect(html).toContain('<h2 id="what-isnt-1"><span id="what-isn39t-1"></span>What Isn&#39;t</h2>');
  });

  it("refuse a former id that is now another heading's id", () => {
    expect(() => renderMarkdown(`## What Isn't\n\n## What Isn39t\n`)).toThrow("A heading's former id is now another heading's id: what-isn39t");
  });
});
