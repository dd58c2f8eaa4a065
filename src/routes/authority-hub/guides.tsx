import { createFileRoute } from '@tanstack/react-router';
import { staticPages } from '../../content/static-pages';
import doc from '../../content/pages/authority-hub-guides.md';
import { staticPageHead } from '../../seo/static-page-head';
import { StaticPageHero } from '../../components/static-page-hero';
import { MarkdownPageBody } from '../../components/markdown-page-body';

export const Route = createFileRoute('/authority-hub/guides')({
  head: () => staticPageHead(staticPages.guides, [{ name: staticPages.authorityHub.label, path: staticPages.authorityHub.path }]),
  component: () => (
    <>
      <StaticPageHero page={staticPages.guides} />
      <MarkdownPageBody doc={doc} />
    </>
  ),
});
