/** The search index the build makes (scripts/search/search-index-plugin.ts). */
declare module 'virtual:site-search-index' {
  const data: import('../../lib/search-ranking').SearchIndexData;
  export default data;
}
