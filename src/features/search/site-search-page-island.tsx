/** /search's form and results as an island of an islands page (its definition: src/components/island-definition.ts). */
import { defineIsland } from '../../components/island-definition';
import { SiteSearchPage } from './site-search-page';

export const siteSearchPage = defineIsland('site-search-page', SiteSearchPage);
