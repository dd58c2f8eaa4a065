import { createFileRoute } from '@tanstack/react-router';
import { staticPages } from '../../content/static-pages';
import doc from '../../content/pages/authority-hub.md';
import { staticPageHead } from '../../seo/static-page-head';
import { StaticPageHero } from '../../components/static-page-hero';
import { MarkdownPageBody } from '../../components/markdown-page-body';

export const Route = createFileRoute('/authority-hub/')({
  head: () => staticPageHead(staticPages.authorityHub),
  component: () => (
    <>
      <StaticPageHero page={staticPages.authorityHub} />
      <MarkdownPageBody doc={doc} />
    </>
  ),
});
