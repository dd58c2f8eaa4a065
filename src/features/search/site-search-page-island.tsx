/** /search's form and results as an island of an islands page (src/islands loads files named *-island.tsx by name). */
export { SiteSearchPage as default } from './site-search-page';
