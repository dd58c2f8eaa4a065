/** Splits rendered Markdown HTML into its sections (at h2/h3, keeping their ids) as plain text. */

/** A page section: its anchor ('' for none), heading and text. */
export interface Section {
  anchor: string;
  heading: string;
  text: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Text of an HTML fragment: tags become spaces, entities are decoded, whitespace collapses. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    })
    .replace(/\s+/g, ' ')
    .replace(/ ([.,;:!?)])/g, '$1')
    .trim();
}

/** The HTML before the first h2/h3 (anchor '') and each h2/h3 section after it. */
export function htmlSections(html: string): Section[] {
  const parts = html.split(/(?=<h[23] id=")/);
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
