import { createFileRoute } from '@tanstack/react-router';
import { staticPages } from '../../content/static-pages';
import doc from '../../content/pages/csr-initiatives.md';
import { staticPageHead } from '../../seo/static-page-head';
import { StaticPageHero } from '../../components/static-page-hero';
import { MarkdownPageBody } from '../../components/markdown-page-body';

export const Route = createFileRoute('/csr-initiatives/')({
  head: () => staticPageHead(staticPages.csrInitiatives),
  component: () => (
    <>
      <StaticPageHero page={staticPages.csrInitiatives} />
      <MarkdownPageBody doc={doc} />
    </>
  ),
});
