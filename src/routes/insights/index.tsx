import { createFileRoute } from '@tanstack/react-router';
import { staticPages } from '../../content/static-pages';
import { staticPageHead } from '../../seo/static-page-head';
import { StaticPageHero } from '../../components/static-page-hero';

export const Route = createFileRoute('/insights/')({
  head: () => staticPageHead(staticPages.insights),
  component: () => <StaticPageHero page={staticPages.insights} />,
});
