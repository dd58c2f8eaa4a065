/** Shortens a map subtitle to SPEC's limit: whole words within its first 50 characters, followed by '...'. */
import { MAP_SUBTITLE_MAX_CHARS } from '../../lib/spec-constants';

/** The ellipsis appended to a cut subtitle: three full stops, as SPEC's "ellipsis". */
export const SUBTITLE_ELLIPSIS = '...';

// Left at a cut, these would read as "program,..." or "security -...".
const TRAILING_PUNCTUATION = /[\s,;:.\-–—]+$/u;

/**
 * `text` unchanged when it has at most `max` characters; otherwise the words that end within its first `max`
 * characters, without the spaces and punctuation that followed them, plus '...'. A first word longer than
 * `max` is cut at `max`.
 */
export function truncateSubtitle(text: string, max: number = MAP_SUBTITLE_MAX_CHARS): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const head = chars.slice(0, max).join('');
  const wordEndsAtCut = /\s/u.test(chars[max]);
  const lastSpace = head.search(/\s\S*$/u);
  const words = wordEndsAtCut || lastSpace <= 0 ? head : head.slice(0, lastSpace);
  return (words.replace(TRAILING_PUNCTUATION, '') || head) + SUBTITLE_ELLIPSIS;
}
