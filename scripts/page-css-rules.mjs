/**
 * Which rules of the built stylesheet a prerendered page carries inline. No page links the stylesheet:
 * each holds every rule it can use, so the browser styles and lays the page out once. A rule is kept
 * when every class its selector names is on one of the page's elements or in the site's client code
 * (an island can render it, or script can set it); a selector that names no class (the base styles:
 * elements, attributes, pseudo-elements) is always kept. Structure, attributes and states are not
 * judged: the rule for a state that script sets later (a menu's `aria-expanded:`, a `group-open:`, a
 * popover) must be there before the state is.
 *
 * Why not the rules the page's elements match plus the full stylesheet after them: on a first visit
 * the full sheet arrived before the first paint and Chrome styled and laid out the whole page a second
 * time before painting it (16 ms of the main thread on an article unthrottled, some 65 ms at
 * Lighthouse's 4x CPU slowdown), and its request was one more that Lighthouse counted before the
 * largest paint (simulated LCP 1.51 s -> 1.36 s on an article without it). Applied after the first
 * paint instead, that second pass fell in the blocking time (TBT +115-150 ms).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
// The HTML parser's own decoder (parse5's), rather than a third hand-written copy beside src/lib/html-text.ts.
import { decodeHTMLAttribute } from 'entities';

/** Index just past the `)` closing a parenthesis opened at `from - 1`, escapes respected. */
function skipParentheses(text, from) {
  let depth = 1;
  let i = from;
  while (i < text.length && depth > 0) {
    if (text[i] === '\\') i += 1;
    else if (text[i] === '(') depth += 1;
    else if (text[i] === ')') depth -= 1;
    i += 1;
  }
  return i;
}

/** Index just past the `]` closing an attribute selector opened at `from - 1`, quotes and escapes respected. */
function skipAttribute(text, from) {
  let quote = null;
  let i = from;
  while (i < text.length) {
    const c = text[i];
    if (c === '\\') i += 1;
    else if (quote) {
      if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === ']') return i + 1;
    i += 1;
  }
  return i;
}

const CLASS = /\.((?:\\[0-9a-fA-F]{1,6}\s?|\\[^0-9a-fA-F]|[\w-]|[\u0080-\uFFFF])+)/g;

/** A CSS identifier as written (`sm\:text-xl`, `\32 xl\:p-4`) to the class name it stands for. */
function unescapeIdentifier(escaped) {
  return escaped.replace(/\\([0-9a-fA-F]{1,6})\s?/g, (_, hex) => String.fromCodePoint(parseInt(hex, 16))).replace(/\\(.)/g, '$1');
}

/**
 * The classes `selector` (one selector, not a list) needs on the page: every class it names, but for
 * those inside `:not(...)` (their absence is what it selects) and the text of attribute selectors
 * (`[href$=".pdf"]` names no class).
 */
export function classesNamedBy(selector) {
  let kept = '';
  let i = 0;
  while (i < selector.length) {
    const c = selector[i];
    if (c === '\\') {
      kept += selector.slice(i, i + 2);
      i += 2;
    } else if (c === '[') {
      i = skipAttribute(selector, i + 1);
      kept += ' ';
    } else if (selector.startsWith(':not(', i)) {
      i = skipParentheses(selector, i + 5);
      kept += ' ';
    } else {
      kept += c;
      i += 1;
    }
  }
  return [...new Set([...kept.matchAll(CLASS)].map((m) => unescapeIdentifier(m[1])))];
}

/** The class names on the elements of an HTML document (attribute values decoded: `[&amp;>*]:p-2` is `[&>*]:p-2`). */
export function classNamesIn(html) {
  const names = new Set();
  for (const [, doubleQuoted, singleQuoted] of html.matchAll(/\sclass=(?:"([^"]*)"|'([^']*)')/g)) {
    for (const name of decodeHTMLAttribute(doubleQuoted ?? singleQuoted).split(/\s+/)) if (name) names.add(name);
  }
  return names;
}

/**
 * Every word of the client's built JavaScript (dist/assets/*.js), split where a class list can end
 * (white space, quotes, template delimiters): a superset of the class names an island can put on an
 * element. Tailwind finds its classes the same way, so a class the code assembles from pieces has no
 * rule to keep anyway.
 */
export function clientClassNames(dist) {
  const words = new Set();
  const assets = join(dist, 'assets');
  for (const name of readdirSync(assets).filter((file) => file.endsWith('.js'))) {
    for (const word of readFileSync(join(assets, name), 'utf8').split(/[\s"'`]+|\$\{|\}/)) if (word) words.add(word);
  }
  return words;
}
