import { createFileRoute } from '@tanstack/react-router';
import { staticPages } from '../content/static-pages';
import doc from '../content/pages/privacy.md';
import { staticPageHead } from '../seo/static-page-head';
import { StaticPageHero } from '../components/static-page-hero';
import { MarkdownPageBody } from '../components/markdown-page-body';

export const Route = createFileRoute('/privacy')({
  head: () => staticPageHead(staticPages.privacy),
  component: () => (
    <>
      <StaticPageHero page={staticPages.privacy} />
      <MarkdownPageBody doc={doc} />
    </>
  ),
});
