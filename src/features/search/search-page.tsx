/** /search: the page's hero, and its form and results as the page's island. */
import { PageHero } from '../../components/page-hero';
import { IslandContainer } from '../../components/island-container';
import { searchTexts } from './search-texts';
import { SiteSearchPage } from './site-search-page';

export function SearchPage() {
  return (
    <>
      <PageHero eyebrow={searchTexts.page.eyebrow} title={searchTexts.page.title} intro={searchTexts.page.intro} />
      <IslandContainer name="site-search-page">
        <SiteSearchPage />
      </IslandContainer>
    </>
  );
}
