/** The body of a long-form page written in Markdown, with its related services and insights. */
import type { MarkdownDocument } from '../content/markdown-document';
import { frontmatterList } from '../content/markdown-page-meta';
import { Prose } from './prose';
import { RelatedLinks } from './related-links';

export function MarkdownPageBody({ doc }: { doc: MarkdownDocument }) {
  return (
    <div className="container-page py-14">
      <Prose html={doc.html} className="max-w-3xl" />
      <div className="mt-16">
        <RelatedLinks
          services={frontmatterList(doc.frontmatter, 'relatedServices')}
          insights={frontmatterList(doc.frontmatter, 'relatedInsights')}
        />
      </div>
    </div>
  );
}
