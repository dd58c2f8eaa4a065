import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { classNamesIn, classesNamedBy, clientClassNames } from './page-css-rules.mjs';

describe('classesNamedBy: the classes a selector needs on the page', () => {
  it('names every class of a compound or complex selector, unescaped', () => {
    expect(classesNamedBy('.sm\\:text-xl')).toEqual(['sm:text-xl']);
    expect(classesNamedBy('.w-\\[3px\\]')).toEqual(['w-[3px]']);
    expect(classesNamedBy('.bg-white\\/85:hover')).toEqual(['bg-white/85']);
    expect(classesNamedBy('.text-\\(--header-fg\\)')).toEqual(['text-(--header-fg)']);
    expect(classesNamedBy('.\\32 xl\\:p-4')).toEqual(['2xl:p-4']);
    expect(classesNamedBy('.prose-site > h2 + p.lede::first-line')).toEqual(['prose-site', 'lede']);
  });

  it("names the classes inside Tailwind's :where() and :is() wrappers, states and all", () => {
    expect(classesNamedBy(':where(.space-y-2\\.5>:not(:last-child))')).toEqual(['space-y-2.5']);
    expect(classesNamedBy(':is(:where(.group):is([open],:popover-open,:open) .group-open\\:rotate-180)')).toEqual(['group', 'group-open:rotate-180']);
    expect(classesNamedBy('.aria-disabled\\:bg-navy-50[aria-disabled=true]')).toEqual(['aria-disabled:bg-navy-50']);
  });

  it('needs no class named inside :not() or in an attribute value', () => {
    expect(classesNamedBy('.site-header[data-solid=false]:not(:has(.mobile-menu:popover-open))')).toEqual(['site-header']);
    expect(classesNamedBy('a[href$=".pdf"]')).toEqual([]);
    expect(classesNamedBy("[class~='x.y'] .z")).toEqual(['z']);
  });

  it('needs none for the base styles: elements, attributes, pseudo-elements, the root', () => {
    for (const selector of ['*', 'html', ':root', '::placeholder', '[hidden]:where(:not([hidden=until-found]))', 'abbr:where([title])', 'input:where([type=button],[type=reset])']) {
      expect(classesNamedBy(selector), selector).toEqual([]);
    }
  });
});

describe('classNamesIn: the classes on a document', () => {
  it('reads both quotings and decodes the entities React writes into attribute values', () => {
    const html = `<div class="a  b
      sm:c"><p class='d'></p><span class="[&amp;&gt;*]:p-2 x&#39;y"></span><i data-class="no"></i></div>`;
    expect([...classNamesIn(html)].sort()).toEqual(['[&>*]:p-2', 'a', 'b', 'd', 'sm:c', "x'y"]);
  });
});

describe("clientClassNames: the words of the client's JavaScript", () => {
  it('holds the class names of string and template literals, split at spaces, quotes and ${...}', () => {
    const dist = mkdtempSync(join(tmpdir(), 'client-classes-'));
    try {
      mkdirSync(join(dist, 'assets'));
      writeFileSync(join(dist, 'assets', 'island.js'), 'x(`h-4 w-4 ${t?`rotate-180`:``}`,{className:"mt-2 sm:text-xl",b:\'bg-white/85\'})');
      writeFileSync(join(dist, 'assets', 'site.css'), '.from-css{}');
      const words = clientClassNames(dist);
      for (const name of ['h-4', 'w-4', 'rotate-180', 'mt-2', 'sm:text-xl', 'bg-white/85']) expect(words.has(name), name).toBe(true);
      expect(words.has('from-css')).toBe(false);
      expect(words.has('.from-css{}')).toBe(false);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
