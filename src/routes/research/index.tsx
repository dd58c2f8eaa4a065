import { createFileRoute } from '@tanstack/react-router';
import { staticPages } from '../../content/static-pages';
import doc from '../../content/pages/research.md';
import { StaticPageHero } from '../../components/static-page-hero';
import { MarkdownPageBody } from '../../components/markdown-page-body';

export const Route = createFileRoute('/research/')({
  head: () => import('../../seo/static-page-heads').then(({ staticPageHeadFor }) => staticPageHeadFor('research')),
  component: () => (
    <>
      <StaticPageHero page={staticPages.research} />
      <MarkdownPageBody doc={import.meta.env.SSR ? doc : undefined} />
    </>
  ),
});
