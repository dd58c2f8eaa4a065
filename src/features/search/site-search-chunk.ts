/** The index and its engine together: the chunk the site loads when search is first used. */
import data from 'virtual:site-search-index';
import { createSiteSearch } from './site-search';

export const siteSearch = createSiteSearch(data);
