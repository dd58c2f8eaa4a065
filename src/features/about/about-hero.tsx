/** The top of /about: headline and introduction, both calls to action, and the firm's headline facts. */
import { ActionLinks } from '../../components/action-links';
import { PageHero } from '../../components/page-hero';
import { aboutContent } from '../../content/pages/about-content';
import { FirmFacts } from './firm-facts';

export function AboutHero() {
  const { hero, cta } = aboutContent;
  return (
    <PageHero eyebrow={hero.eyebrow} title={hero.heading} intro={hero.intro} aside={<FirmFacts />}>
      <ActionLinks primary={{ to: cta.primary.href, label: cta.primary.label }} secondary={{ to: cta.secondary.href, label: cta.secondary.label }} />
    </PageHero>
  );
}
