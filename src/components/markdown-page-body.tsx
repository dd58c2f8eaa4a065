/**
 * The body of a long-form page written in Markdown, with its related services and insights and the list
 * of its sections (beside it on wide screens, folded above it on phones): rendered once, on the server.
 */
import type { MarkdownDocument } from '../content/markdown-document';
import { frontmatterList } from '../content/markdown-page-meta';
import { Prose } from './prose';
import { FoldedSectionContents, SectionContents } from './section-contents';
import { RelatedLinks } from './related-links';
import { StaticHtml } from './static-html';

function MarkdownPageContent({ doc }: { doc: MarkdownDocument }) {
  const sections = doc.headings.filter((heading) => heading.depth === 2);
  return (
    <>
      <div className="min-w-0">
        <FoldedSectionContents label="On this page" sections={sections} />
        <Prose html={doc.html} className="max-w-3xl" />
        <div className="mt-16">
          <RelatedLinks
            services={frontmatterList(doc.frontmatter, 'relatedServices')}
            insights={frontmatterList(doc.frontmatter, 'relatedInsights')}
          />
        </div>
      </div>
      <SectionContents label="On this page" sections={sections} />
    </>
  );
}

/** `doc` is needed on the server only; the client shows the region's prerendered HTML. */
export function MarkdownPageBody({ doc }: { doc?: MarkdownDocument }) {
  return (
    <StaticHtml name="page-body" className="container-page grid grid-cols-1 gap-12 py-14 lg:grid-cols-[minmax(0,1fr)_16rem] lg:gap-16">
      {import.meta.env.SSR && doc ? <MarkdownPageContent doc={doc} /> : null}
    </StaticHtml>
  );
}
