/** Each article's images come from the image generator, each article renders with its full head, and its alias redirects to it. */
import { describe, expect, it } from 'vitest';
import { articles } from '../../src/content/insights/article-index';
import { emptyAssets } from '../support/empty-assets';
import { render } from '../../src/entry-server';
import { absoluteUrl } from '../../src/content/site-config';
import { articleImagePaths } from '../../src/seo/article-json-ld';

interface ImageJob {
  outputs: Array<{ file: string }>;
}
interface ImagePlanModules {
  readArticles(root: string, log: (line: string) => void): Promise<unknown[]>;
  planJobs(input: { articles: unknown[]; services: unknown[] }): ImageJob[];
}

// The generator is plain JavaScript without type declarations; imported by URL and typed here.
async function imagePlan(): Promise<ImagePlanModules> {
  const base = new URL('../../scripts/images/', import.meta.url);
  const [{ readArticles }, { planJobs }] = await Promise.all([
    import(/* @vite-ignore */ new URL('articles.mjs', base).href),
    import(/* @vite-ignore */ new URL('plan.mjs', base).href),
  ]);
  return { readArticles, planJobs } as ImagePlanModules;
}

function attr(html: string, pattern: RegExp): string | undefined {
  return pattern.exec(html)?.[1];
}

describe('article images', () => {
  it('the image generator draws every hero (both sizes), every social card and the 16:9, 4:3 and 1:1 crops an article names', async () => {
    const { readArticles, planJobs } = await imagePlan();
    const logged: string[] = [];
    const planned = new Set(
      planJobs({ articles: await readArticles(process.cwd(), (line) => logged.push(line)), services: [] }).flatMap((job) =>
        job.outputs.map((o) => o.file),
      ),
    );
    expect(logged, 'no article skipped by the generator').toEqual([]);
    for (const article of articles) {
      expect(planned.has(`public${article.hero}`), article.hero).toBe(true);
      expect(planned.has(`public${article.hero.replace(/\.webp$/, '-800.webp')}`), `${article.slug} small hero`).toBe(true);
      expect(planned.has(`public${article.socialImage}`), article.socialImage).toBe(true);
      for (const crop of articleImagePaths(article.socialImage)) expect(planned.has(`public${crop}`), crop).toBe(true);
    }
  });
});

describe('article heads, rendered on the server', () => {
  const eeat = articles.find((a) => a.aliases?.length)!;

  it('the alias is a permanent redirect to the article, whose head names its canonical URL', async () => {
    expect(eeat.slug).toBe('e-e-a-t-evolution-building-authority-in-the-generative-ai-era');
    const [canonicalPage, aliasPage] = await Promise.all([
      render(`/insights/${eeat.slug}`, emptyAssets),
      render(`/insights/${eeat.aliases![0]}`, emptyAssets),
    ]);
    expect([aliasPage.status, aliasPage.location]).toEqual([301, `/insights/${eeat.slug}`]);
    const canonical = absoluteUrl(`/insights/${eeat.slug}`);
    expect(canonicalPage.status).toBe(200);
    expect(attr(canonicalPage.html, /<link rel="canonical" href="([^"]+)"/)).toBe(canonical);
    expect(attr(canonicalPage.html, /<meta property="og:url" content="([^"]+)"/)).toBe(canonical);
    expect(attr(canonicalPage.html, /<h1[^>]*>([^<]+)<\/h1>/)).toBe(eeat.title);
  });

  it('marketing pain points carries SPEC document title, author and article social card', async () => {
    const { html } = await render('/insights/marketing-pain-points-2025-resource-crunch-to-ai-solution', emptyAssets);
    // SPEC's title is 58 characters: the 60-character title rule leaves no room for the brand suffix.
    expect(attr(html, /<title>([^<]+)<\/title>/)).toBe('Marketing Pain Points 2025: Resource Crunch to AI Solution');
    expect(attr(html, /<meta name="author" content="([^"]+)"/)).toBe('Ascend Strategy Consulting Research Team');
    expect(attr(html, /<meta property="og:type" content="([^"]+)"/)).toBe('article');
    expect(attr(html, /<meta name="twitter:card" content="([^"]+)"/)).toBe('summary_large_image');
    expect(attr(html, /<meta property="og:image" content="([^"]+)"/)).toBe(
      absoluteUrl('/images/insights/marketing-pain-points-2025-resource-crunch-to-ai-solution.jpg'),
    );
  });
});
