import { createFileRoute } from '@tanstack/react-router';
import { staticPages } from '../../content/static-pages';
import doc from '../../content/pages/authority-hub-guides.md';
import { StaticPageHero } from '../../components/static-page-hero';
import { MarkdownPageBody } from '../../components/markdown-page-body';
import { staticPageHeadFor } from '../../seo/static-page-heads';

export const Route = createFileRoute('/authority-hub/guides')({
  head: () => staticPageHeadFor('guides', ['authorityHub']),
  component: () => (
    <>
      <StaticPageHero page={staticPages.guides} />
      <MarkdownPageBody doc={import.meta.env.SSR ? doc : undefined} />
    </>
  ),
});
