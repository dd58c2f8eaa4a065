/** What CSP must allow in a page, read as the browser reads it, and the policy built from it. */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, parsePolicy } from './csp.mjs';
import { inlineSources, sha256Source } from './inline-sources.mjs';

const PAGE = `<!DOCTYPE html><html><head>
<script type="application/ld+json">{"@type":"WebPage"}</script>
<script type="module" src="/assets/index.js"></script>
<script>document.currentScript.remove();</script>
<style>.a{color:red}</style>
</head><body>
<ul><li style="left:10%;top:30%">x</li><li style="">y</li></ul>
<p title="a &amp; b" style="width:50%;font-family:&quot;Inter&quot;">z</p>
<svg><style>.b{fill:blue}</style></svg>
<template><script type="module">import('/x.js')</script></template>
</body></html>`;

describe('inlineSources', () => {
  const found = inlineSources(PAGE);

  it('collects the scripts that run, not data blocks or external files', () => {
    expect(found.scripts).toEqual(['document.currentScript.remove();', "import('/x.js')"]);
  });

  it('collects style elements (also inside SVG) and non-empty style attributes, entity-decoded as the browser hashes them', () => {
    expect(found.styles).toEqual(['.a{color:red}', '.b{fill:blue}']);
    expect(found.styleAttributes).toEqual(['left:10%;top:30%', 'width:50%;font-family:"Inter"']);
  });

  it('flags what no hash can allow: inline event handlers and javascript: URLs', () => {
    expect(inlineSources('<img src="x.png" onload="go()"><a href=" JavaScript:alert(1)">x</a><a href="/ok">y</a>').forbidden).toEqual([
      '<img onload="…">',
      '<a href="javascript:…">',
    ]);
    expect(found.forbidden).toEqual([]);
  });
});

describe('sha256Source', () => {
  it('is the base64 SHA-256 of the UTF-8 text, as CSP expects', () => {
    const text = 'document.currentScript.remove();';
    expect(sha256Source(text)).toBe(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
  });
});

describe('contentSecurityPolicy', () => {
  const policy = contentSecurityPolicy(
    { scripts: ["'sha256-b'", "'sha256-a'", "'sha256-a'"], styles: ["'sha256-s'"], styleAttributes: ["'sha256-t'"] },
    { connectOrigins: ['https://project.supabase.co'] },
  );
  const directives = parsePolicy(policy);

  it("allows 'self' plus exactly the given hashes, sorted and once each, never unsafe-inline or unsafe-eval", () => {
    expect(directives['script-src']).toEqual(["'self'", "'sha256-a'", "'sha256-b'"]);
    expect(directives['style-src']).toEqual(["'self'", "'sha256-s'", "'unsafe-hashes'", "'sha256-t'"]);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it('locks down everything else and lets the page call only the site and the Supabase project', () => {
    expect(directives).toMatchObject({
      'default-src': ["'self'"],
      'img-src': ["'self'", 'data:'],
      'connect-src': ["'self'", 'https://project.supabase.co'],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
      'upgrade-insecure-requests': [],
    });
    expect(directives).not.toHaveProperty('report-uri');
  });

  it("needs no 'unsafe-hashes' when a page has no style attributes, and reports where asked", () => {
    const plain = parsePolicy(contentSecurityPolicy({ scripts: [], styles: [], styleAttributes: [] }, { reportUri: 'https://reports.example/csp' }));
    expect(plain['style-src']).toEqual(["'self'"]);
    expect(plain['report-uri']).toEqual(['https://reports.example/csp']);
    expect(plain['report-to']).toEqual(['csp']);
  });
});
