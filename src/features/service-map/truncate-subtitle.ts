/** Shortens a map subtitle to SPEC's limit: the first 50 characters followed by '...'. */
import { MAP_SUBTITLE_MAX_CHARS } from '../../lib/spec-constants';

/** The ellipsis appended to a cut subtitle: three full stops, as SPEC's "ellipsis". */
export const SUBTITLE_ELLIPSIS = '...';

/** `text` unchanged when it has at most `max` characters, otherwise its first `max` characters (trailing spaces dropped) plus '...'. */
export function truncateSubtitle(text: string, max: number = MAP_SUBTITLE_MAX_CHARS): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return chars.slice(0, max).join('').trimEnd() + SUBTITLE_ELLIPSIS;
}
