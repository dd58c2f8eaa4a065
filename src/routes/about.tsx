import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '../features/about/about-page';

export const Route = createFileRoute('/about')({
  // Nothing on the page but its shared parts needs the client: it hydrates those only (src/islands).
  staticData: { islands: true },
  head: () => import('../seo/static-page-heads').then(({ staticPageHeadFor }) => staticPageHeadFor('about')),
  component: AboutPage,
});
