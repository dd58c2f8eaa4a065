/** The home page's dark hero: headline, the two calls to action and the three figures. */
import { ActionLinks } from '../../components/action-links';
import { PageHero } from '../../components/page-hero';
import { staticPages } from '../../content/static-pages';
import { homeCopy } from './home-copy';
import { HeroStatistics } from './hero-statistics';

export function HomeHero() {
  const page = staticPages.home;
  const { primary, secondary } = homeCopy.hero;
  return (
    <PageHero eyebrow={page.eyebrow} title={page.title} intro={page.intro} aside={<HeroStatistics />}>
      <ActionLinks primary={primary} secondary={secondary} />
    </PageHero>
  );
}
