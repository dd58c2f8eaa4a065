/** The top of /about: headline and introduction, both calls to action, and the firm's headline facts. */
import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { PageHero } from '../../components/page-hero';
import { aboutContent } from '../../content/pages/about-content';
import { FirmFacts } from './firm-facts';

export function AboutHero() {
  const { hero, cta } = aboutContent;
  return (
    <PageHero eyebrow={hero.eyebrow} title={hero.heading} intro={hero.intro} aside={<FirmFacts />}>
      <Link to={cta.primary.href} className="btn-gold">
        {cta.primary.label}
        <ArrowRight aria-hidden="true" className="h-4 w-4" />
      </Link>
      <Link to={cta.secondary.href} className="btn-outline-light">
        {cta.secondary.label}
      </Link>
    </PageHero>
  );
}
