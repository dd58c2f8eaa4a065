import { createFileRoute } from '@tanstack/react-router';
import { staticPages } from '../../content/static-pages';
import doc from '../../content/pages/case-studies.md';
import { staticPageHead } from '../../seo/static-page-head';
import { StaticPageHero } from '../../components/static-page-hero';
import { MarkdownPageBody } from '../../components/markdown-page-body';

export const Route = createFileRoute('/case-studies/')({
  head: () => staticPageHead(staticPages.caseStudies),
  component: () => (
    <>
      <StaticPageHero page={staticPages.caseStudies} />
      <MarkdownPageBody doc={doc} />
    </>
  ),
});
