/** The Authority Hub guides' social cards and Article crops come from the image generator, drawn from the guides' own sources. */
import { describe, expect, it } from 'vitest';
import { authorityPillars } from '../../src/content/authority-pillars';
import { articleImagePaths } from '../../src/seo/article-json-ld';
import { guideSocialImage } from '../../src/seo/guide-head';

interface ImageJob {
  svg: string;
  outputs: Array<{ file: string; resize?: { width: number; height: number } }>;
}
interface HubGuide {
  slug: string;
  title: string;
  eyebrow: string;
}
interface ImagePlanModules {
  readHubGuides(root: string, log: (line: string) => void): Promise<HubGuide[]>;
  planJobs(input: { articles: unknown[]; services: unknown[]; hubGuides: HubGuide[] }): ImageJob[];
}

// The generator is plain JavaScript without type declarations; imported by URL and typed here.
async function imagePlan(): Promise<ImagePlanModules> {
  const base = new URL('../../scripts/images/', import.meta.url);
  const [{ readHubGuides }, { planJobs }] = await Promise.all([
    import(/* @vite-ignore */ new URL('hub-guides.mjs', base).href),
    import(/* @vite-ignore */ new URL('plan.mjs', base).href),
  ]);
  return { readHubGuides, planJobs } as ImagePlanModules;
}

describe('Authority Hub guide images', () => {
  it('the generator reads the six pillars and the guides page from their Markdown, skipping none', async () => {
    const { readHubGuides } = await imagePlan();
    const logged: string[] = [];
    const guides = await readHubGuides(process.cwd(), (line) => logged.push(line));
    expect(logged).toEqual([]);
    expect(guides.map((g) => g.slug).sort()).toEqual([...authorityPillars.map((p) => p.slug), 'guides'].sort());
    for (const guide of guides) expect(guide.title.length, guide.slug).toBeGreaterThan(0);
  });

  it('plans for every guide the social card its head names and the 16:9, 4:3 and 1:1 crops of its Article, each from its own picture', async () => {
    const { readHubGuides, planJobs } = await imagePlan();
    const guides = await readHubGuides(process.cwd(), () => {});
    const jobs = planJobs({ articles: [], services: [], hubGuides: guides });
    const jobOf = new Map(jobs.flatMap((job) => job.outputs.map((o) => [o.file, job] as const)));
    for (const guide of guides) {
      const card = guideSocialImage(`/authority-hub/${guide.slug}`);
      const crops = articleImagePaths(card);
      for (const file of [card, ...crops]) expect(jobOf.has(`public${file}`), file).toBe(true);
      // Each ratio is drawn in its own frame, not squeezed: three different pictures.
      expect(new Set(crops.map((c) => jobOf.get(`public${c}`)!.svg)).size, guide.slug).toBe(3);
      expect(jobOf.get(`public${crops[0]}`)!.outputs.find((o) => o.file === `public${crops[0]}`)!.resize).toEqual({ width: 1200, height: 675 });
    }
  });
});
