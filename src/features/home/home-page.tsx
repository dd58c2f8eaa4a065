/** The home page (docs/product/routes.md, Home): hero, principles, the service map passed in by the route, challenges, core services, closing call to action. */
import type { ReactNode } from 'react';
import { AuthorityPrinciples } from './authority-principles';
import { BusinessChallenges } from './business-challenges';
import { ClosingCallToAction } from './closing-call-to-action';
import { CoreServices } from './core-services';
import { EcosystemSection } from './ecosystem-section';
import { HomeHero } from './home-hero';

/** `map` is the interactive service ecosystem map; without it the page leaves that section out. */
export function HomePage({ map }: { map?: ReactNode }) {
  return (
    <>
      <HomeHero />
      <AuthorityPrinciples />
      {map ? <EcosystemSection>{map}</EcosystemSection> : null}
      <BusinessChallenges />
      <CoreServices />
      <ClosingCallToAction />
    </>
  );
}
