import { createFileRoute } from '@tanstack/react-router';
import { loadStaticHtml } from '../components/static-html-store';
import { staticPages } from '../content/static-pages';
import doc from '../content/pages/privacy.md';
import { StaticPageHero } from '../components/static-page-hero';
import { MarkdownPageBody } from '../components/markdown-page-body';

export const Route = createFileRoute('/privacy')({
  // Nothing on the page but its shared parts needs the client: it hydrates those only (src/islands).
  staticData: { islands: true },
  head: () => import('../seo/static-page-heads').then(({ staticPageHeadFor }) => staticPageHeadFor('privacy')),
  // The body's HTML comes with the page, not in JavaScript.
  loader: ({ location }) => loadStaticHtml(location.pathname, location.href),
  component: () => (
    <>
      <StaticPageHero page={staticPages.privacy} />
      <MarkdownPageBody doc={import.meta.env.SSR ? doc : undefined} />
    </>
  ),
});
