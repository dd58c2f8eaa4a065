import { createFileRoute } from '@tanstack/react-router';
import { staticPages } from '../../content/static-pages';
import { staticPageHead } from '../../seo/static-page-head';
import { StaticPageHero } from '../../components/static-page-hero';

export const Route = createFileRoute('/authority-hub/guides')({
  head: () => staticPageHead(staticPages.guides, [{ name: staticPages.authorityHub.label, path: staticPages.authorityHub.path }]),
  component: () => <StaticPageHero page={staticPages.guides} />,
});
