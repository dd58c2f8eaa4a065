import { createFileRoute } from '@tanstack/react-router';
import { staticPages } from '../content/static-pages';
import { staticPageHead } from '../seo/static-page-head';
import { StaticPageHero } from '../components/static-page-hero';

export const Route = createFileRoute('/terms')({
  head: () => staticPageHead(staticPages.terms),
  component: () => <StaticPageHero page={staticPages.terms} />,
});
