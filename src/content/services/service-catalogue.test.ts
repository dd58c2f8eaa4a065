import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ServiceContent, ServiceGroup } from './service-types';
import { findService, serviceCatalogue } from './service-catalogue';
import { serviceDirectory, servicesOfOrigin } from './service-directory';

// SPEC's static catalogue: the services the catalogue marks as its own.
const staticCatalogue = serviceCatalogue.filter((s) => s.origin === 'static');

const STATIC_SLUGS = [
  'seo-ppc-superpowers',
  'content-media-creation',
  'omnichannel-communication',
  'intelligent-campaigns',
  'analytics-reporting',
  'intent-graph-targeting',
  'precision-lead-management',
  'security-compliance',
  'ai-websites-landing-pages',
  'outreach-partnerships',
  'voice-agent-verification',
  'ai-lead-generation',
  'omnichannel-nurturing',
  'competitor-monitoring',
];

const DATABASE_SLUGS = [
  'technical-seo-architecture',
  'ai-content-creation',
  'topical-authority-strategy',
  'answer-engine-optimization',
  'generative-engine-optimization',
  'ai-marketing-automation',
  'real-time-analytics',
];

const EXPECTED_GROUPS: Record<string, ServiceGroup> = {
  'security-compliance': 'foundation',
  'ai-websites-landing-pages': 'foundation',
  'technical-seo-architecture': 'foundation',
  'content-media-creation': 'rawMaterial',
  'analytics-reporting': 'rawMaterial',
  'ai-content-creation': 'rawMaterial',
  'real-time-analytics': 'rawMaterial',
  'omnichannel-communication': 'architecture',
  'intelligent-campaigns': 'architecture',
  'omnichannel-nurturing': 'architecture',
  'topical-authority-strategy': 'architecture',
  'seo-ppc-superpowers': 'visibility',
  'competitor-monitoring': 'visibility',
  'answer-engine-optimization': 'visibility',
  'generative-engine-optimization': 'visibility',
  'intent-graph-targeting': 'optimization',
  'precision-lead-management': 'optimization',
  'outreach-partnerships': 'optimization',
  'ai-lead-generation': 'optimization',
  'ai-marketing-automation': 'optimization',
  'voice-agent-verification': 'trust',
};

const ICON_DIR = join(process.cwd(), 'node_modules', 'lucide-react', 'dist', 'esm', 'icons');

/** lucide-react ships its per-icon modules as .mjs; accept .js too in case the layout changes. */
function iconExists(name: string): boolean {
  return existsSync(join(ICON_DIR, `${name}.mjs`)) || existsSync(join(ICON_DIR, `${name}.js`));
}

function iconsOf(service: ServiceContent): string[] {
  return [service.heroIcon, ...service.benefits.map((b) => b.icon)];
}

/** Every string value reachable from a value, with its path. */
function allStrings(value: unknown, path: string): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => allStrings(v, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => allStrings(v, `${path}.${k}`));
  }
  return [];
}

function words(text: string): number {
  return text.trim().split(/\s+/).length;
}

function sentences(text: string): number {
  return text.trim().split(/(?<=[.?])\s+(?=[A-Z0-9$])/).length;
}

describe('service catalogue', () => {
  it('holds 21 services with unique slugs', () => {
    expect(serviceCatalogue).toHaveLength(21);
    expect(new Set(serviceCatalogue.map((s) => s.slug)).size).toBe(21);
  });

  it('lists the 14 static slugs in SPEC order, then the 7 database slugs', () => {
    expect(serviceCatalogue.map((s) => s.slug)).toEqual([...STATIC_SLUGS, ...DATABASE_SLUGS]);
    expect(serviceCatalogue.slice(0, 14).every((s) => s.origin === 'static')).toBe(true);
    expect(serviceCatalogue.slice(14).every((s) => s.origin === 'database')).toBe(true);
  });

  it('exposes the static catalogue and a slug lookup', () => {
    expect(staticCatalogue.map((s) => s.slug)).toEqual(STATIC_SLUGS);
    for (const slug of [...STATIC_SLUGS, ...DATABASE_SLUGS]) expect(findService(slug)?.slug).toBe(slug);
    expect(findService('no-such-service')).toBeUndefined();
  });

  it('places every service in its map group', () => {
    for (const s of serviceCatalogue) expect([s.slug, s.group]).toEqual([s.slug, EXPECTED_GROUPS[s.slug]]);
  });

  describe.each(serviceCatalogue.map((s) => [s.slug, s] as const))('%s', (_slug, service) => {
    it('has 5 features, 3 benefits, 4 steps numbered 1-4 and 3 FAQ entries', () => {
      expect(service.keyFeatures).toHaveLength(5);
      expect(service.benefits).toHaveLength(3);
      expect(service.howItWorks).toHaveLength(4);
      expect(service.howItWorks.map((h) => h.step)).toEqual([1, 2, 3, 4]);
      expect(service.aeoFaqSection).toHaveLength(3);
    });

    it('relates only to 2-4 other existing services, without duplicates', () => {
      expect(service.relatedServices.length).toBeGreaterThanOrEqual(2);
      expect(service.relatedServices.length).toBeLessThanOrEqual(4);
      expect(new Set(service.relatedServices).size).toBe(service.relatedServices.length);
      for (const related of service.relatedServices) {
        expect(related).not.toBe(service.slug);
        expect(findService(related), `${service.slug} -> ${related}`).toBeDefined();
      }
    });

    it('has no empty strings and no stray whitespace', () => {
      for (const [path, text] of allStrings(service, service.slug)) {
        expect(text.trim(), path).not.toBe('');
        expect(text, path).toBe(text.trim());
        expect(text, path).not.toMatch(/ {2}/);
      }
    });

    it('uses only icons that lucide-react ships', () => {
      for (const icon of iconsOf(service)) expect(iconExists(icon), `${service.slug}: ${icon}`).toBe(true);
    });

    it('keeps copy within the agreed lengths', () => {
      expect(service.subtitle.length).toBeGreaterThanOrEqual(60);
      expect(service.subtitle.length).toBeLessThanOrEqual(120);
      expect(sentences(service.businessPainPoint)).toBeGreaterThanOrEqual(2);
      expect(sentences(service.businessPainPoint)).toBeLessThanOrEqual(4);
      expect(sentences(service.ascSolution)).toBeGreaterThanOrEqual(3);
      expect(sentences(service.ascSolution)).toBeLessThanOrEqual(5);
      for (const feature of service.keyFeatures) {
        expect(words(feature), feature).toBeGreaterThanOrEqual(5);
        expect(words(feature), feature).toBeLessThanOrEqual(14);
      }
      for (const b of service.benefits) expect(sentences(b.description), b.title).toBeLessThanOrEqual(2);
      for (const h of service.howItWorks) expect(sentences(h.description), h.title).toBeLessThanOrEqual(2);
      for (const faq of service.aeoFaqSection) {
        expect(faq.question.endsWith('?'), faq.question).toBe(true);
        expect(sentences(faq.answer), faq.question).toBeGreaterThanOrEqual(2);
        expect(sentences(faq.answer), faq.question).toBeLessThanOrEqual(4);
      }
    });

    it('avoids hype, exclamation marks and placeholder text', () => {
      for (const [path, text] of allStrings(service, service.slug)) {
        expect(text, path).not.toMatch(/!|lorem|ipsum|revolutionary|game-chang|cutting-edge|guaranteed results/i);
      }
    });
  });

  it('gives every service its own hero icon', () => {
    expect(new Set(serviceCatalogue.map((s) => s.heroIcon)).size).toBe(serviceCatalogue.length);
  });
});

describe('service directory', () => {
  it('is the catalogue in the same order: every slug, title and origin', () => {
    expect(serviceCatalogue.map(({ slug, title, origin }) => ({ slug, title, origin }))).toEqual(
      serviceDirectory.map(({ slug, title, origin }) => ({ slug, title, origin })),
    );
  });

  it("splits into SPEC's 14 static services and the 7 database-side ones", () => {
    expect(servicesOfOrigin('static').map((s) => s.slug)).toEqual(STATIC_SLUGS);
    expect(servicesOfOrigin('database').map((s) => s.slug)).toEqual(DATABASE_SLUGS);
    expect(staticCatalogue.map((s) => s.slug)).toEqual(STATIC_SLUGS);
  });
});
