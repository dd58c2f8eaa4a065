/** The home page's dark hero: headline, the two calls to action and the three figures. */
import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { PageHero } from '../../components/page-hero';
import { staticPages } from '../../content/static-pages';
import { homeCopy } from './home-copy';
import { HeroStatistics } from './hero-statistics';

export function HomeHero() {
  const page = staticPages.home;
  const { primary, secondary } = homeCopy.hero;
  return (
    <PageHero eyebrow={page.eyebrow} title={page.title} intro={page.intro} aside={<HeroStatistics />}>
      <Link to={primary.to} className="btn-gold">
        {primary.label}
        <ArrowRight aria-hidden="true" className="h-4 w-4" />
      </Link>
      <Link to={secondary.to} className="btn-outline-light">
        {secondary.label}
      </Link>
    </PageHero>
  );
}
