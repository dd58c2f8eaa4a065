/** The URL of the search index the build writes (scripts/search/search-index-plugin.ts): JSON of SearchIndexData. */
declare module 'virtual:site-search-index' {
  const url: string;
  export default url;
}
