/**
 * How Beasties decides that a rule is critical: it strips every pseudo-class from a selector and keeps
 * the rule when what is left matches an element of the page. A `:where(...)` or `:is(...)` is a
 * pseudo-class too, so the whole selector goes: Tailwind's space-* and divide-* utilities
 * (`:where(.space-y-2\.5>:not(:last-child))`) were never inlined, and a spaced list on the first screen
 * took its spacing only when the full stylesheet arrived, a layout shift (/sitemap: CLS 0.05 at 412 px).
 * Unwrapped first, such a selector is judged by the elements it names, like any other.
 */

const WRAPPER = /^:(?:where|is)\(/;

/** `sel` with every `:where(X)` and `:is(X)` replaced by X, where X is one selector (not a list). */
export function unwrapWhereAndIs(sel) {
  let out = '';
  let i = 0;
  while (i < sel.length) {
    if (sel[i] === '\\') {
      out += sel.slice(i, i + 2);
      i += 2;
      continue;
    }
    const wrapper = WRAPPER.exec(sel.slice(i));
    if (wrapper) {
      const start = i + wrapper[0].length;
      const end = closingParenthesis(sel, start);
      const inner = sel.slice(start, end);
      // A list (`:is(h1,h2)`) has no single selector to stand for it: left as it was.
      if (end < sel.length && !hasTopLevelComma(inner)) {
        out += unwrapWhereAndIs(inner);
        i = end + 1;
        continue;
      }
    }
    out += sel[i];
    i += 1;
  }
  return out;
}

/** The index of the `)` closing the parenthesis opened just before `from` (sel.length if none). */
function closingParenthesis(sel, from) {
  let depth = 1;
  for (let i = from; i < sel.length; i += 1) {
    if (sel[i] === '\\') i += 1;
    else if (sel[i] === '(') depth += 1;
    else if (sel[i] === ')' && --depth === 0) return i;
  }
  return sel.length;
}

function hasTopLevelComma(sel) {
  let depth = 0;
  for (let i = 0; i < sel.length; i += 1) {
    if (sel[i] === '\\') i += 1;
    else if (sel[i] === '(') depth += 1;
    else if (sel[i] === ')') depth -= 1;
    else if (sel[i] === ',' && depth === 0) return true;
  }
  return false;
}
