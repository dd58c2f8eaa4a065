import { createFileRoute } from '@tanstack/react-router';
import { staticPages } from '../../content/static-pages';
import doc from '../../content/pages/research.md';
import { staticPageHead } from '../../seo/static-page-head';
import { StaticPageHero } from '../../components/static-page-hero';
import { MarkdownPageBody } from '../../components/markdown-page-body';

export const Route = createFileRoute('/research/')({
  head: () => staticPageHead(staticPages.research),
  component: () => (
    <>
      <StaticPageHero page={staticPages.research} />
      <MarkdownPageBody doc={doc} />
    </>
  ),
});
