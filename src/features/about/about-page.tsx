/** The /about page (docs/product/routes.md, About), one section per part, all words from src/content/pages/about-content.ts. */
import { AboutHero } from './about-hero';
import { ParadigmShift } from './paradigm-shift';
import { MarketStatistics } from './market-statistics';
import { PainPoints } from './pain-points';
import { ServiceModel } from './service-model';
import { TransformationMetrics } from './transformation-metrics';
import { LeadershipRecommendations } from './leadership-recommendations';
import { FirmStory } from './firm-story';
import { AboutCallToAction } from './about-call-to-action';
import { NEAR_SCREEN_SECTIONS } from '../../lib/render-deferred-blocks';

export function AboutPage() {
  return (
    <>
      <AboutHero />
      <div className={NEAR_SCREEN_SECTIONS}>
        <ParadigmShift />
        <MarketStatistics />
        <PainPoints />
        <ServiceModel />
        <TransformationMetrics />
        <LeadershipRecommendations />
        <FirmStory />
        <AboutCallToAction />
      </div>
    </>
  );
}
