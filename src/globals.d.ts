/** Year of the build, so prerendered HTML and the first client render agree. */
declare const __BUILD_YEAR__: number;

interface ImportMetaEnv {
  readonly VITE_SITE_URL?: string;
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
}

declare module '*.md' {
  const content: {
    file: string;
    frontmatter: Record<string, unknown>;
    html: string;
    headings: Array<{ id: string; text: string; depth: number }>;
    words: number;
  };
  export default content;
}

declare module '*.md?meta' {
  const content: { file: string; frontmatter: Record<string, unknown>; words: number };
  export default content;
}

declare module '*.md?faq' {
  const content: { file: string; frontmatter: Record<string, unknown>; bodyQuestions: Array<{ question: string; answer: string }> };
  export default content;
}

declare module '*.md?raw' {
  const source: string;
  export default source;
}
