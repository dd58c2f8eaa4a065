/** Reads the insight articles' frontmatter with Node alone (for Playwright specs, which run without Vite). */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

/** The frontmatter fields the browser tests compare pages against. */
export interface ArticleFacts {
  slug: string;
  aliases: string[];
  title: string;
  shortTitle: string;
  date: string;
  updated?: string;
  category: string;
  readTime: number;
  description: string;
  socialTitle: string;
  socialDescription: string;
  socialImage: string;
  documentTitle?: string;
  author?: string;
  related: string[];
  cta: { primary: { label: string; href: string }; secondary?: { label: string; href: string } };
  shareLabel?: string;
  backLink?: boolean;
}

const DIR = 'src/content/insights/articles';

/** Every article, newest first (title breaks ties), as the site orders them. */
export function readArticleFacts(root: string = process.cwd()): ArticleFacts[] {
  return readdirSync(join(root, DIR))
    .filter((file) => file.endsWith('.md'))
    .map((file) => {
      const source = readFileSync(join(root, DIR, file), 'utf8');
      const yaml = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1] ?? '';
      const data = parse(yaml) as ArticleFacts;
      return { ...data, aliases: data.aliases ?? [] };
    })
    .sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
}
