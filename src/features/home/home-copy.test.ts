import { describe, expect, it } from 'vitest';
import { findService } from '../../content/services/service-catalogue';
import { staticPages } from '../../content/static-pages';
import { homeCopy, homeEcosystemCopy } from './home-copy';

function allStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return [];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(allStrings);
  return [];
}

describe('home copy', () => {
  it("keeps SPEC's fixed texts and figures", () => {
    expect(staticPages.home.title).toBe('Lead Generation That AI Engines Trust');
    expect(homeCopy.hero.primary).toEqual({ label: 'Start Building Authority', to: '/contact' });
    expect(homeCopy.hero.secondary).toEqual({ label: 'Explore Services', to: '/services' });
    expect(homeCopy.hero.statistics.map((s) => [s.value, s.label])).toEqual([
      ['50%', 'projected organic traffic decline'],
      ['85%', 'of marketers unprepared'],
      ['60%', 'higher engagement'],
    ]);
    expect(homeCopy.hero.statistics[0].context).toMatch(/Gartner.*2028/);
    expect(homeCopy.principles.items.map((p) => p.title)).toEqual(["Solve, Don't Just Sell", 'Build the Flywheel', 'Trust is Ultimate Asset']);
    expect(homeCopy.principles.metrics.title).toBe('New Success Metrics');
    expect(homeCopy.principles.metrics.items.map((m) => [m.label, m.value])).toEqual([
      ['AI citations', 85],
      ['Featured snippets', 72],
      ['Brand authority', 91],
      ['Voice search', 68],
    ]);
    expect(homeCopy.challenges.items.map((c) => c.title)).toEqual(['Resource Crunch', 'Visibility Crisis', 'Data Dilemma', 'Engagement Gap']);
    expect(homeCopy.coreServices.items.map((b) => b.figures.map((f) => f.value))).toEqual([
      ['80%', '60%', '5x'],
      ['300%', '45%', '24/7'],
    ]);
    expect(homeCopy.closing.primary).toEqual({ label: 'Start Your Authority Assessment', to: '/contact' });
    expect(homeCopy.closing.secondary).toEqual({ label: 'Explore Authority Hub', to: '/authority-hub' });
  });

  it('gives every principle a two-sentence description and every challenge both halves', () => {
    for (const p of homeCopy.principles.items) expect(p.description.match(/[.?]( |$)/g), p.title).toHaveLength(2);
    for (const c of homeCopy.challenges.items) {
      expect(c.challenge.length, c.title).toBeGreaterThan(40);
      expect(c.solution.length, c.title).toBeGreaterThan(40);
    }
  });

  it('links each core service block to a service of the catalogue', () => {
    for (const block of homeCopy.coreServices.items) expect(findService(block.serviceSlug), block.serviceSlug).toBeDefined();
  });

  it('presents the outcome figures as typical, not guaranteed', () => {
    expect(homeCopy.coreServices.heading.intro).toMatch(/typical outcomes.*not guarantees/);
    expect(homeCopy.coreServices.figuresLabel).toBe('Typical client outcomes');
  });

  it('speaks without exclamation marks', () => {
    const texts = allStrings([homeCopy, homeEcosystemCopy]);
    expect(texts.length).toBeGreaterThan(40);
    for (const text of texts) expect(text, text).not.toContain('!');
  });
});
