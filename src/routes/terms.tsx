import { createFileRoute } from '@tanstack/react-router';
import { staticPages } from '../content/static-pages';
import doc from '../content/pages/terms.md';
import { staticPageHead } from '../seo/static-page-head';
import { StaticPageHero } from '../components/static-page-hero';
import { MarkdownPageBody } from '../components/markdown-page-body';

export const Route = createFileRoute('/terms')({
  head: () => staticPageHead(staticPages.terms),
  component: () => (
    <>
      <StaticPageHero page={staticPages.terms} />
      <MarkdownPageBody doc={doc} />
    </>
  ),
});
