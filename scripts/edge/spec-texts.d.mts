/** Types of spec-texts.mjs for the TypeScript tests. */
export const NOT_FOUND: { title: string; text: string };
export const PLACEHOLDERS: ReadonlyArray<{ section: string; title: string; text: string }>;
export const ALIAS: { from: string; to: string };
