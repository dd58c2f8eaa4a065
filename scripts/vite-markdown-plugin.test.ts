import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './vite-markdown-plugin';

const table = '| Channel | Cost |\n|---|---|\n| Search | $1 |\n';

describe('tables in Markdown', () => {
  it('scroll in a focusable region named after the heading they sit under, numbered when one heading has several', () => {
    const { html } = renderMarkdown(
      `${table}\n## Channel costs\n\n${table}\n${table}\n### The "quiet" *channels*\n\n${table}`,
    );
    const names = [...html.matchAll(/<div class="table-scroll" tabindex="0" role="region" aria-label="([^"]*)"><table>/g)].map((m) => m[1]);
    expect(names).toEqual(['Table', 'Table: Channel costs', 'Table: Channel costs (2)', 'Table: The &quot;quiet&quot; channels']);
    expect(html.match(/<\/table><\/div>/g)).toHaveLength(4);
  });
});
