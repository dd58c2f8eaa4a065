/** Splits rendered Markdown HTML into its sections (at h2/h3, keeping their ids) as plain text. */
import { plainText } from '../../src/lib/html-text';

/** A page section: its anchor ('' for none), heading and text. */
export interface Section {
  anchor: string;
  heading: string;
  text: string;
}

// A table's visually hidden caption repeats the heading above it: in a passage it is noise before the table's words.
const HIDDEN_CAPTION = /<caption class="sr-only">[\s\S]*?<\/caption>/g;

/** The HTML before the first h2/h3 (anchor '') and each h2/h3 section after it. */
export function htmlSections(html: string): Section[] {
  const parts = html.replace(HIDDEN_CAPTION, '').split(/(?=<h[23] id=")/);
  return parts.map((part) => {
    const heading = /^<h[23] id="([^"]+)">([\s\S]*?)<\/h[23]>/.exec(part);
    if (!heading) return { anchor: '', heading: '', text: plainText(part) };
    return { anchor: heading[1], heading: plainText(heading[2]), text: plainText(part.slice(heading[0].length)) };
  });
}

const CHUNK_CHARS = 700;

/** Cuts a long text into passages of about CHUNK_CHARS at sentence ends, so a match points at a readable paragraph. */
export function chunkText(text: string, size = CHUNK_CHARS): string[] {
  if (text.length <= size * 1.4) return [text];
  const sentences = text.match(/[^.!?]+(?:[.!?]+["')\]]*\s*|$)/g) ?? [text];
  const chunks: string[] = [];
  let current = '';
  for (const sentence of sentences) {
    if (current && current.length + sentence.length > size) {
      chunks.push(current.trim());
      current = '';
    }
    current += sentence;
  }
  if (current.trim()) chunks.push(current.trim());
  return chunks;
}
