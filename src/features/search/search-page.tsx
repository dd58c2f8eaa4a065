/** /search: the page's hero, and its form and results as the page's island. */
import { PageHero } from '../../components/page-hero';
import { Island } from '../../components/island';
import { searchTexts } from './search-texts';
import { siteSearchPage } from './site-search-page-island';

export function SearchPage() {
  return (
    <>
      <PageHero eyebrow={searchTexts.page.eyebrow} title={searchTexts.page.title} intro={searchTexts.page.intro} />
      <Island of={siteSearchPage} />
    </>
  );
}
