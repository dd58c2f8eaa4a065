import { createFileRoute } from '@tanstack/react-router';
import { staticPages } from '../content/static-pages';
import { staticPageHead } from '../seo/static-page-head';
import { AboutPage } from '../features/about/about-page';

export const Route = createFileRoute('/about')({
  head: () => staticPageHead(staticPages.about),
  component: AboutPage,
});
