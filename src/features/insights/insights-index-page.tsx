/** /insights: the page's hero, every article with a topic filter (the page's island), and its closing call to action. */
import { StaticPageHero } from '../../components/static-page-hero';
import { CallToActionBand } from '../../components/call-to-action-band';
import { IslandContainer } from '../../components/island-container';
import { staticPages } from '../../content/static-pages';
import { InsightsList } from './insights-list';
import { insightsCopy } from './insights-copy';

export function InsightsIndexPage() {
  return (
    <>
      <StaticPageHero page={staticPages.insights} />
      <IslandContainer name="insights-list">
        <InsightsList />
      </IslandContainer>
      <CallToActionBand id="insights-closing" testId="insights-closing" spacing="pb-20 sm:pb-24" {...insightsCopy.closing} />
    </>
  );
}
