/** Text measurement and line fitting for image text, from DejaVu Sans advance widths: the font the stack resolves to here, and wider than Inter, so fits stay safe. */

const CHARACTERS = " !\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~’‘“”–—…·é€";

// Advance widths in thousandths of an em, in the order of CHARACTERS.
const REGULAR = [318,401,460,838,636,950,780,275,390,390,500,838,318,361,318,337,636,636,636,636,636,636,636,636,636,636,337,337,838,838,838,531,1000,684,686,698,770,632,575,775,752,295,295,656,557,863,748,787,603,787,695,635,611,732,684,989,685,611,685,390,337,390,838,500,500,613,635,550,635,615,352,635,634,278,278,579,278,974,634,612,635,635,411,521,392,634,592,818,592,592,525,636,337,636,838,318,318,518,518,500,1000,1000,318,615,636];
const BOLD = [348,456,521,838,696,1002,872,306,457,457,523,838,380,415,380,365,696,696,696,696,696,696,696,696,696,696,400,400,838,838,838,580,1000,774,762,734,830,683,683,821,837,372,372,775,637,995,837,850,733,850,770,720,682,812,774,1103,771,724,725,457,365,457,838,500,500,675,716,593,716,678,435,716,712,343,343,665,343,1042,712,687,716,716,493,595,478,712,652,924,645,652,582,712,365,712,838,380,380,657,657,500,1000,1000,380,678,696];

const tables = { regular: toMap(REGULAR), bold: toMap(BOLD) };
const UNKNOWN_WIDTH = 1000;

function toMap(widths) {
  return new Map([...CHARACTERS].map((c, i) => [c, widths[i]]));
}

/** Width in pixels of `text` at `size`, with optional letter spacing in pixels. */
export function measureText(text, { size, bold = false, letterSpacing = 0 }) {
  const table = bold ? tables.bold : tables.regular;
  let total = 0;
  for (const c of text) total += table.get(c) ?? UNKNOWN_WIDTH;
  return (total / 1000) * size + letterSpacing * Math.max(0, [...text].length - 1);
}

/** Splits words into `count` lines so the longest line is as short as possible (balanced, no orphans). */
function balance(words, count, width) {
  let best = null;
  const search = (start, remaining, lines) => {
    if (remaining === 1) {
      const all = [...lines, words.slice(start).join(' ')];
      const longest = Math.max(...all.map(width));
      if (!best || longest < best.longest) best = { lines: all, longest };
      return;
    }
    for (let end = start + 1; end <= words.length - remaining + 1; end++) {
      search(end, remaining - 1, [...lines, words.slice(start, end).join(' ')]);
    }
  };
  search(0, count, []);
  return best;
}

// An ampersand never starts a line: it travels with the word before it.
function words(text) {
  return text
    .trim()
    .split(/\s+/)
    .reduce((list, word) => (word === '&' && list.length ? [...list.slice(0, -1), `${list.at(-1)} &`] : [...list, word]), []);
}

/**
 * Picks the largest of `sizes` (descending) at which `text` fits `maxWidth` in at most `maxLines` balanced lines.
 * If nothing fits, the smallest size is used and the lines run long rather than drop words.
 */
export function fitLines(text, { sizes, maxWidth, maxLines, bold = true }) {
  const list = words(text);
  const measure = (size) => (line) => measureText(line, { size, bold });
  for (const size of sizes) {
    for (let count = 1; count <= Math.min(maxLines, list.length); count++) {
      const candidate = balance(list, count, measure(size));
      if (candidate.longest <= maxWidth) return { size, lines: candidate.lines };
    }
  }
  const size = sizes.at(-1);
  return { size, lines: balance(list, Math.min(maxLines, list.length), measure(size)).lines };
}
