#!/usr/bin/env node
/**
 * Writes src/web-font.css and the two Inter files it names, both cut from fontsource's Latin file of
 * Inter (the only script the site's copy uses):
 * - src/fonts/inter-latin-site.woff2: every character the site's own copy uses (ASCII, the
 *   typographic punctuation, and whatever else the source under src/ holds). It is the file each
 *   page preloads, so it is the one on every first screen's critical path: 20 kB instead of 48 kB.
 * - src/fonts/inter-latin-more.woff2: the rest of the Latin range (accents, mostly), which the
 *   browser fetches only when a page shows one of those characters: a visitor's name, a chat answer.
 * Both keep only the weights the theme sets (font-normal to font-bold) and the OpenType features
 * browsers apply to Latin text by themselves, plus tabular figures (Tailwind's tabular-nums).
 * For each common system font, a fallback face whose size and line metrics are adjusted to Inter's
 * (Capsize), so text set in the fallback takes close to the same room. Inter is shown with
 * font-display: optional: used when it arrives within the first paint's short block period (a
 * preloaded file nearly always does), otherwise the fallback stays for that page view. Glyph widths
 * never match exactly, so a late swap could still rewrap a line; optional means there is no late swap.
 * `node scripts/generate-font-faces.mjs` regenerates all three; a unit test fails when one is stale
 * (a new character in the copy makes the site's file stale too).
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { fromFile } from '@capsizecss/unpack/fs';
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import roboto from '@capsizecss/metrics/roboto';

const INTER_FILE = fileURLToPath(import.meta.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'));
export const WEB_FONT_CSS = 'src/web-font.css';
export const SITE_FONT_FILE = 'src/fonts/inter-latin-site.woff2';
export const MORE_FONT_FILE = 'src/fonts/inter-latin-more.woff2';
const COPY_ROOT = 'src';

// font-normal (400) to font-bold (700): the theme sets no other weight (a page sweep of computed weights
// found these four only); a bolder <strong> inside semibold text asks for 900 and is shown at 700.
const WEIGHTS = { min: 400, max: 700 };
// What browsers apply to Latin text without being asked, and tnum for tabular-nums. Inter's optional
// sets (ss01..., cv01..., case, frac) are left out: the site never turns them on, and their glyphs
// were a third of the file.
const FEATURES = ['ccmp', 'locl', 'mark', 'mkmk', 'kern', 'liga', 'clig', 'calt', 'rlig', 'rclt', 'rvrn', 'tnum'];

// Debian's DejaVu Sans (what Linux and our CI browsers fall back to), read once from
// /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf with @capsizecss/unpack; not every machine has the file.
const dejaVuSans = {
  familyName: 'DejaVu Sans',
  fullName: 'DejaVu Sans',
  postscriptName: 'DejaVuSans',
  ascent: 1901,
  descent: -483,
  lineGap: 0,
  unitsPerEm: 2048,
  xWidthAvg: 1041,
  subsets: { latin: { xWidthAvg: 1041 } },
};

// fontsource's Latin range for Inter.
export const LATIN =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';
// ASCII, the no-break space and the punctuation copy tends to gain (quotes, dashes, ellipsis, bullets).
const ALWAYS_ON_SITE = 'U+0000-007E, U+00A0, U+00A9, U+00AE, U+00B7, U+00D7, U+2013-2014, U+2018-2019, U+201C-201D, U+2022, U+2026, U+20AC, U+2122';

/** The code points a unicode-range names. */
export function codePointsOf(unicodeRange) {
  return unicodeRange.split(',').flatMap((part) => {
    const [first, last = first] = part.trim().replace(/^U\+/i, '').split('-');
    const from = parseInt(first, 16);
    return Array.from({ length: parseInt(last, 16) - from + 1 }, (_, i) => from + i);
  });
}

/** A unicode-range naming exactly `codePoints`, runs written as ranges. */
export function unicodeRangeOf(codePoints) {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const hex = (n) => n.toString(16).toUpperCase().padStart(4, '0');
  const runs = [];
  for (const point of sorted) {
    const run = runs.at(-1);
    if (run && point === run[1] + 1) run[1] = point;
    else runs.push([point, point]);
  }
  return runs.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ');
}

// The chat's words for visitors who write in Spanish, German or French: shown only in a reply to such a
// visitor, whose own message already needs the other file, so their accents stay out of the preloaded one.
const OTHER_LANGUAGE_SOURCES = new Set([
  'src/lib/small-talk.ts',
  'src/lib/visitor-language.ts',
  'src/features/chat/fallback/offline-copy.ts',
  'src/features/chat/fallback/other-language-intents.ts',
]);

/** Every Latin-range character the source under src/ holds (tests and other languages' chat words aside): the site's copy is in there. */
function copyCodePoints(root, latin) {
  const found = new Set();
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(tsx?|md|json)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !OTHER_LANGUAGE_SOURCES.has(path)) {
        for (const char of readFileSync(path, 'utf8')) {
          const point = char.codePointAt(0);
          if (point > 0x7e && latin.has(point)) found.add(point);
        }
      }
    }
  };
  walk(root);
  return found;
}

/** The two faces' code points: the site's (preloaded) and the rest of Latin (fetched on demand). */
export function splitLatin(root = COPY_ROOT) {
  const latin = new Set(codePointsOf(LATIN));
  const site = new Set([...codePointsOf(ALWAYS_ON_SITE), ...copyCodePoints(root, latin)]);
  return { site: [...site].filter((point) => latin.has(point)), more: [...latin].filter((point) => !site.has(point)) };
}

function fontFace(file, codePoints) {
  return `@font-face {
  font-family: 'Inter Variable';
  font-style: normal;
  font-display: optional;
  font-weight: ${WEIGHTS.min} ${WEIGHTS.max};
  src: url('${file.replace(/^src\//, './')}') format('woff2-variations');
  unicode-range: ${unicodeRangeOf(codePoints)};
}`;
}

async function cut(source, codePoints) {
  const text = String.fromCodePoint(...codePoints.filter((point) => point >= 0x20));
  return subsetFont(source, text, { targetFormat: 'woff2', keepFeatures: FEATURES, variationAxes: { wght: WEIGHTS } });
}

/** Each file's path and content, as the generator writes them. */
export async function webFontFiles(root = COPY_ROOT) {
  const { site, more } = splitLatin(root);
  const source = readFileSync(INTER_FILE);
  const inter = await fromFile(INTER_FILE);
  const { fontFamily, fontFaces } = createFontStack([{ ...inter, familyName: 'Inter Variable' }, arial, roboto, dejaVuSans]);
  const css = `/* Generated by scripts/generate-font-faces.mjs; do not edit. */
${fontFace(SITE_FONT_FILE, site)}
${fontFace(MORE_FONT_FILE, more)}
${fontFaces}
/* The stack the theme uses: ${fontFamily} */
`;
  return { [WEB_FONT_CSS]: css, [SITE_FONT_FILE]: await cut(source, site), [MORE_FONT_FILE]: await cut(source, more) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [path, content] of Object.entries(await webFontFiles())) {
    writeFileSync(path, content);
    console.log(`Wrote ${path} (${content.length} bytes)`);
  }
}
