import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '../features/about/about-page';
import { staticPageHeadFor } from '../seo/static-page-heads';

export const Route = createFileRoute('/about')({
  head: () => staticPageHeadFor('about'),
  component: AboutPage,
});
