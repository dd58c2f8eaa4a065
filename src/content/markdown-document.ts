/** A Markdown file rendered at build time by scripts/vite-markdown-plugin.ts. */
export interface MarkdownDocument {
  /** the source's path from the project root, for error messages */
  file: string;
  frontmatter: Record<string, unknown>;
  html: string;
  headings: Array<{ id: string; text: string; depth: number }>;
  words: number;
}

export interface MarkdownMeta {
  /** the source's path from the project root, for error messages */
  file: string;
  frontmatter: Record<string, unknown>;
  words: number;
}

/** A page's questions (`?faq`): its answer-first frontmatter and the "Frequently asked questions" its body shows. */
export interface MarkdownFaq {
  file: string;
  frontmatter: Record<string, unknown>;
  bodyQuestions: Array<{ question: string; answer: string }>;
}

/** File name without folder and extension: the glob key's slug. */
export function fileSlug(globKey: string): string {
  return globKey.replace(/^.*\//, '').replace(/\.md$/, '');
}
