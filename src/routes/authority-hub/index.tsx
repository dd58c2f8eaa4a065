import { createFileRoute } from '@tanstack/react-router';
import { staticPages } from '../../content/static-pages';
import doc from '../../content/pages/authority-hub.md';
import { StaticPageHero } from '../../components/static-page-hero';
import { MarkdownPageBody } from '../../components/markdown-page-body';
import { staticPageHeadFor } from '../../seo/static-page-heads';

export const Route = createFileRoute('/authority-hub/')({
  head: () => staticPageHeadFor('authorityHub'),
  component: () => (
    <>
      <StaticPageHero page={staticPages.authorityHub} />
      <MarkdownPageBody doc={import.meta.env.SSR ? doc : undefined} />
    </>
  ),
});
