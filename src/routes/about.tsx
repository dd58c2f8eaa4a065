import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '../features/about/about-page';

export const Route = createFileRoute('/about')({
  head: () => import('../seo/static-page-heads').then(({ staticPageHeadFor }) => staticPageHeadFor('about')),
  component: AboutPage,
});
