/** A content source with a missing or unusable date or description stops the build, and the error names the file to fix. */
import { describe, expect, it } from 'vitest';
import { articles } from '../../src/content/insights/article-index';
import { validateArticleAnswerFirst, validateArticleFrontmatter } from '../../src/content/insights/validate-article';
import { markdownPageFields, pageFromMarkdown } from '../../src/content/markdown-page-meta';
import { checkedService, serviceCatalogue } from '../../src/content/services/service-catalogue';
import type { MarkdownDocument, MarkdownMeta } from '../../src/content/markdown-document';
import { markdownPlugin } from '../../scripts/vite-markdown-plugin';

const docs = import.meta.glob<MarkdownDocument>('../../src/content/insights/articles/*.md', { import: 'default', eager: true });
const SLUG = 'zero-click-searches-the-new-reality-of-information-discovery';
const FILE = `src/content/insights/articles/${SLUG}.md`;
const source = docs[`../../src/content/insights/articles/${SLUG}.md`].frontmatter;
const without = (data: Record<string, unknown>, key: string) => Object.fromEntries(Object.entries(data).filter(([k]) => k !== key));

/** A Markdown source run through the same plugin the build uses, as its `?meta` module. */
async function metaOf(markdown: string, file: string): Promise<MarkdownMeta> {
  const plugin = markdownPlugin() as { transform: (code: string, id: string) => { code: string } | null };
  const result = plugin.transform(markdown, `${process.cwd()}/${file}?meta`)!;
  return JSON.parse(result.code.replace(/^export default /, '').replace(/;$/, '')) as MarkdownMeta;
}

describe('insight articles', () => {
  it('every article and its answer-first parts pass', () => {
    for (const article of articles) {
      const doc = docs[`../../src/content/insights/articles/${article.slug}.md`];
      expect(() => validateArticleFrontmatter(doc.frontmatter, article.slug)).not.toThrow();
      expect(() => validateArticleAnswerFirst(doc.frontmatter, article.slug)).not.toThrow();
    }
  });

  it('a missing date fails with the file name', () => {
    expect(() => validateArticleFrontmatter(without(source, 'date'), SLUG)).toThrow(`${FILE}: "date" is missing`);
  });

  it('a date that is not a date fails with the file name', () => {
    expect(() => validateArticleFrontmatter({ ...source, date: 'September 15, 2025' }, SLUG)).toThrow(`${FILE}: "date" must be a date`);
    expect(() => validateArticleFrontmatter({ ...source, updated: '2025-02-30' }, SLUG)).toThrow(`${FILE}: "updated" must be a date`);
    expect(() => validateArticleFrontmatter({ ...source, updated: '2025-01-01' }, SLUG)).toThrow(`${FILE}: "updated" is before "date"`);
  });

  it('a missing or out-of-range description fails with the file name', () => {
    expect(() => validateArticleFrontmatter(without(source, 'description'), SLUG)).toThrow(`${FILE}: "description" is missing`);
    expect(() => validateArticleFrontmatter({ ...source, description: 'Too short.' }, SLUG)).toThrow(`${FILE}: "description" is 10 characters; it must be 50-160`);
    expect(() => validateArticleFrontmatter({ ...source, description: 'x'.repeat(161) }, SLUG)).toThrow(`${FILE}: "description" is 161 characters`);
  });

  it('missing or malformed answer-first parts fail with the file name', () => {
    expect(() => validateArticleAnswerFirst(without(source, 'answer'), SLUG)).toThrow(`${FILE}: "answer" is missing`);
    expect(() => validateArticleAnswerFirst({ ...source, takeaways: ['One.', 'Two.'] }, SLUG)).toThrow(`${FILE}: "takeaways" has 2 entries; it must have 3-5`);
    expect(() => validateArticleAnswerFirst(without(source, 'questions'), SLUG)).toThrow(`${FILE}: "questions" is missing`);
    const statement = [{ question: 'Not a question.', answer: 'An answer.' }, ...(source.questions as unknown[]).slice(1)];
    expect(() => validateArticleAnswerFirst({ ...source, questions: statement }, SLUG)).toThrow(`${FILE}: questions[0] must be a question`);
  });
});

describe('Markdown pages (the Authority Hub, its guides and pillars, case studies, research, CSR, legal)', () => {
  const page = (frontmatter: string) => `---\n${frontmatter}\n---\n## A heading\n\nBody text.\n`;
  const complete = [
    'path: "/research"',
    'title: "Research"',
    'eyebrow: "Research Program"',
    'intro: "What we study."',
    'metaTitle: "Research: AI Citation Patterns"',
    'description: "Our research program on AI citation patterns, zero-click behavior and entity coverage."',
    'updated: "2025-09-20"',
  ];

  it('a complete page passes and keeps its date', async () => {
    const meta = await metaOf(page(complete.join('\n')), 'src/content/pages/research.md');
    expect(pageFromMarkdown(meta, 'Research', 'Insights & Research').updated).toBe('2025-09-20');
  });

  it('a page without its date fails the build naming its file', async () => {
    const meta = await metaOf(page(complete.filter((l) => !l.startsWith('updated')).join('\n')), 'src/content/pages/research.md');
    expect(meta.file).toBe('src/content/pages/research.md');
    expect(() => markdownPageFields(meta)).toThrow('src/content/pages/research.md: "updated" is missing');
  });

  it('a page without a description, or with one too long for results, fails naming its file', async () => {
    const missing = await metaOf(page(complete.filter((l) => !l.startsWith('description')).join('\n')), 'src/content/pages/pillar-x.md');
    expect(() => markdownPageFields(missing)).toThrow('src/content/pages/pillar-x.md: "description" is missing');
    const long = await metaOf(page([...complete.slice(0, 5), `description: "${'y'.repeat(170)}"`, complete[6]].join('\n')), 'src/content/pages/pillar-x.md');
    expect(() => markdownPageFields(long)).toThrow('src/content/pages/pillar-x.md: "description" is 170 characters');
  });
});

describe('services', () => {
  const service = serviceCatalogue[0];

  it('a subtitle (the page description) outside 50-160 characters fails naming the catalogue file', () => {
    expect(() => checkedService({ ...service, subtitle: 'Short.' })).toThrow(`src/content/services/catalogue/${service.slug}.ts: "subtitle" is 6 characters`);
    expect(() => checkedService({ ...service, subtitle: '' })).toThrow(`src/content/services/catalogue/${service.slug}.ts: "subtitle" is missing`);
  });

  it('an update date that is not a date fails naming the catalogue file', () => {
    expect(() => checkedService({ ...service, updated: 'last spring' })).toThrow(`src/content/services/catalogue/${service.slug}.ts: "updated" must be a date`);
  });
});
