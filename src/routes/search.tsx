import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../seo/page-head';
import { SearchPage } from '../features/search/search-page';
import { searchTexts } from '../features/search/search-texts';

// Results pages are for visitors, not for search engines: prerendered (it opens offline), noindex, not in the sitemap.
export const Route = createFileRoute('/search')({
  head: () => pageHead({ title: searchTexts.page.title, description: searchTexts.page.description, path: '/search', noindex: true }),
  component: SearchPage,
});
