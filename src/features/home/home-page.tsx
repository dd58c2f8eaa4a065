/** The home page (docs/product/routes.md, Home): hero, principles, the service map passed in by the route, challenges, core services, closing call to action. */
import type { ReactNode } from 'react';
import { StaticHtml } from '../../components/static-html';
import { AuthorityPrinciples } from './authority-principles';
import { BusinessChallenges } from './business-challenges';
import { ClosingCallToAction } from './closing-call-to-action';
import { CoreServices } from './core-services';
import { EcosystemSection } from './ecosystem-section';
import { HomeHero } from './home-hero';
import { NEAR_SCREEN_SECTIONS } from '../../lib/render-deferred-blocks';

/**
 * `map` is the interactive service ecosystem map; without it the page leaves that section out.
 * Everything around the map is words and links: rendered on the server only, the browser keeps the
 * prerendered HTML, so it costs no JavaScript and no hydration (StaticHtml).
 */
export function HomePage({ map }: { map?: ReactNode }) {
  return (
    <>
      <StaticHtml name="home-opening">{import.meta.env.SSR && <HomeHero />}</StaticHtml>
      <StaticHtml name="home-principles" className={NEAR_SCREEN_SECTIONS}>
        {import.meta.env.SSR && <AuthorityPrinciples />}
      </StaticHtml>
      {map ? (
        <div className={NEAR_SCREEN_SECTIONS}>
          <EcosystemSection>{map}</EcosystemSection>
        </div>
      ) : null}
      <StaticHtml name="home-closing" className={NEAR_SCREEN_SECTIONS}>
        {import.meta.env.SSR && (
          <>
            <BusinessChallenges />
            <CoreServices />
            <ClosingCallToAction />
          </>
        )}
      </StaticHtml>
    </>
  );
}
