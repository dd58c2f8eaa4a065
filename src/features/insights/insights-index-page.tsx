/** /insights: the page's hero, every article with a topic filter (the page's island), and its closing call to action. */
import { StaticPageHero } from '../../components/static-page-hero';
import { CallToActionBand } from '../../components/call-to-action-band';
import { Island } from '../../components/island';
import { staticPages } from '../../content/static-pages';
import { insightsList } from './insights-list-island';
import { insightsCopy } from './insights-copy';

export function InsightsIndexPage() {
  return (
    <>
      <StaticPageHero page={staticPages.insights} />
      <Island of={insightsList} />
      <CallToActionBand id="insights-closing" testId="insights-closing" spacing="pb-20 sm:pb-24" {...insightsCopy.closing} />
    </>
  );
}
