/** The body of a long-form page written in Markdown, with its related services and insights: rendered once, on the server. */
import type { MarkdownDocument } from '../content/markdown-document';
import { frontmatterList } from '../content/markdown-page-meta';
import { Prose } from './prose';
import { RelatedLinks } from './related-links';
import { StaticHtml } from './static-html';

function MarkdownPageContent({ doc }: { doc: MarkdownDocument }) {
  return (
    <>
      <Prose html={doc.html} className="max-w-3xl" />
      <div className="mt-16">
        <RelatedLinks
          services={frontmatterList(doc.frontmatter, 'relatedServices')}
          insights={frontmatterList(doc.frontmatter, 'relatedInsights')}
        />
      </div>
    </>
  );
}

/** `doc` is needed on the server only; the client shows the region's prerendered HTML. */
export function MarkdownPageBody({ doc }: { doc?: MarkdownDocument }) {
  return (
    <StaticHtml name="page-body" className="container-page py-14">
      {import.meta.env.SSR && doc ? <MarkdownPageContent doc={doc} /> : null}
    </StaticHtml>
  );
}
