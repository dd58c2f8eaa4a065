/** The deploy check expects what the site renders: its copy of SPEC's texts equals src/content's. */
import { describe, expect, it } from 'vitest';
import { placeholders } from '../../src/content/placeholders.ts';
import { knownRoutes } from '../../src/content/known-routes.ts';
import { ALIAS, PLACEHOLDERS } from './spec-texts.mjs';

describe("check:edge's expectations", () => {
  it('name every placeholder section with its SPEC title and text', () => {
    const site = Object.values(placeholders).map(({ section, title, text }) => ({ section, title, text }));
    expect([...PLACEHOLDERS].sort((a, b) => a.section.localeCompare(b.section))).toEqual(site.sort((a, b) => a.section.localeCompare(b.section)));
  });

  it('name the alias the route table declares', () => {
    expect(knownRoutes().filter((r) => r.aliasOf).map((r) => ({ from: r.path, to: r.aliasOf }))).toEqual([ALIAS]);
  });
});
