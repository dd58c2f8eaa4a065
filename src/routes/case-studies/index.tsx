import { createFileRoute } from '@tanstack/react-router';
import { staticPages } from '../../content/static-pages';
import doc from '../../content/pages/case-studies.md';
import { StaticPageHero } from '../../components/static-page-hero';
import { MarkdownPageBody } from '../../components/markdown-page-body';
import { staticPageHeadFor } from '../../seo/static-page-heads';

export const Route = createFileRoute('/case-studies/')({
  head: () => staticPageHeadFor('caseStudies'),
  component: () => (
    <>
      <StaticPageHero page={staticPages.caseStudies} />
      <MarkdownPageBody doc={import.meta.env.SSR ? doc : undefined} />
    </>
  ),
});
