/** Small helpers for writing Markdown: links that work off the site, lists, and bodies with their frontmatter removed. */
import { absoluteUrl } from '../content/site-config';

const FRONTMATTER = /^---\r?\n[\s\S]*?\r?\n---[ \t]*\r?\n?/;

/** A Markdown source without its YAML frontmatter, trimmed. */
export function markdownBody(source: string): string {
  return source.replace(FRONTMATTER, '').trim();
}

/** Root-relative links and images (`](/path)`) made absolute, so the text works wherever it is read. */
export function absoluteLinks(markdown: string): string {
  return markdown.replace(/\]\((\/[^)\s]*)\)/g, (_, path: string) => `](${absoluteUrl(path)})`);
}

/** `[label](absolute URL)`; brackets in the label are escaped. */
export function link(label: string, path: string): string {
  return `[${label.replace(/([[\]])/g, '\\$1')}](${absoluteUrl(path)})`;
}

/** A bulleted list. */
export function bullets(items: readonly string[]): string {
  return items.map((item) => `- ${item}`).join('\n');
}

/** Blocks joined by blank lines, empty ones dropped, ending in one newline. */
export function blocks(...parts: Array<string | false | undefined | null>): string {
  return `${parts.filter((p): p is string => Boolean(p && p.trim())).map((p) => p.trim()).join('\n\n')}\n`;
}

