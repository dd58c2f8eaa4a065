/** The Markdown twin of a page written in Markdown (the Authority Hub, its guides and pillars, case studies, CSR, research): hero, body, related links. */
import { findArticle } from '../content/insights/article-index';
import { findService } from '../content/services/service-catalogue';
import { frontmatterList, markdownPageFields } from '../content/markdown-page-meta';
import type { MarkdownMeta } from '../content/markdown-document';
import { absoluteLinks, blocks, bullets, link, markdownBody } from './markdown-text';
import { sourceLine } from './source-line';
import type { TwinPage } from './twin-page';

/** The related links under a Markdown page, as the page lists them (src/components/related-links.tsx). */
function relatedLinks(frontmatter: Record<string, unknown>): string[] {
  const services = frontmatterList(frontmatter, 'relatedServices').flatMap((slug) => {
    const s = findService(slug);
    return s ? [`${link(s.title, `/services/${s.slug}`)}: ${s.subtitle}`] : [];
  });
  const insights = frontmatterList(frontmatter, 'relatedInsights').flatMap((slug) => {
    const a = findArticle(slug);
    return a ? [`${link(a.title, `/insights/${a.slug}`)}: ${a.category}, ${a.readTime} min read`] : [];
  });
  return [
    ...(services.length ? ['## Related Services', bullets(services)] : []),
    ...(insights.length ? ['## Related Insights', bullets(insights)] : []),
  ];
}

export function markdownPageTwin(meta: MarkdownMeta, source: string, section: TwinPage['section'], title?: string): TwinPage {
  const fields = markdownPageFields(meta);
  const markdown = blocks(
    `# ${title ?? fields.title}`,
    fields.intro,
    sourceLine({ path: fields.path, updated: fields.updated, details: fields.readTime ? [`${fields.readTime} min read`] : [] }),
    absoluteLinks(markdownBody(source)),
    ...relatedLinks(meta.frontmatter),
  );
  return { path: fields.path, twinPath: `${fields.path}.md`, title: title ?? fields.title, description: fields.description, section, markdown };
}
