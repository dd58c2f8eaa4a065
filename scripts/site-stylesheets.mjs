/**
 * The site's stylesheets, in cascade order: inputs of the client build of their own (vite.config.ts),
 * inlined into each prerendered page (scripts/page-css-rules.mjs), linked as they are by the dev server.
 */
export const SITE_STYLESHEETS = Object.freeze(['src/styles.css', 'src/components/section-contents.css']);
