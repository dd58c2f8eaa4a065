/** A pillar guide of the Authority Hub. */
import type { AuthorityPillar } from '../../content/authority-pillars';
import type { MarkdownDocument, MarkdownMeta } from '../../content/markdown-document';
import { PageHero } from '../../components/page-hero';
import { MarkdownPageBody } from '../../components/markdown-page-body';

/** `meta` is the guide's frontmatter; `body` is needed on the server only. */
export function PillarPage({ pillar, meta, body }: { pillar: AuthorityPillar; meta: MarkdownMeta | undefined; body?: MarkdownDocument }) {
  const intro = typeof meta?.frontmatter.intro === 'string' ? meta.frontmatter.intro : pillar.summary;
  return (
    <>
      <PageHero eyebrow="Pillar Guide" title={pillar.title} intro={intro} />
      {meta ? <MarkdownPageBody doc={body} /> : null}
    </>
  );
}
