/** A pillar guide of the Authority Hub. */
import type { AuthorityPillar } from '../../content/authority-pillars';
import type { MarkdownDocument } from '../../content/markdown-document';
import { PageHero } from '../../components/page-hero';
import { MarkdownPageBody } from '../../components/markdown-page-body';

export function PillarPage({ pillar, body }: { pillar: AuthorityPillar; body: MarkdownDocument | undefined }) {
  const intro = typeof body?.frontmatter.intro === 'string' ? body.frontmatter.intro : pillar.summary;
  return (
    <>
      <PageHero eyebrow="Pillar Guide" title={pillar.title} intro={intro} />
      {body ? <MarkdownPageBody doc={body} /> : null}
    </>
  );
}
