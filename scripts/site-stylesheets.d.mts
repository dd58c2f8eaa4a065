/** Types of scripts/site-stylesheets.mjs for vite.config.ts. */
export declare const SITE_STYLESHEETS: readonly string[];
