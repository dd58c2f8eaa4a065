import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../seo/page-head';
import { SearchPage } from '../features/search/search-page';

// Results pages are for visitors, not for search engines: prerendered (it opens offline), noindex, not in the sitemap.
// The words load with the page's head, not with every page's first load.
export const Route = createFileRoute('/search')({
  head: () =>
    import('../features/search/search-texts').then(({ searchTexts }) =>
      pageHead({ title: searchTexts.page.title, description: searchTexts.page.description, path: '/search', noindex: true }),
    ),
  component: SearchPage,
});
