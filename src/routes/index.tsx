import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../features/home/home-page';
import { ServiceEcosystemMap } from '../features/service-map/service-ecosystem-map';
import { IslandContainer } from '../components/island-container';
import { staticPageHeadFor } from '../seo/static-page-heads';

export const Route = createFileRoute('/')({
  head: () => staticPageHeadFor('home'),
  component: () => (
    <HomePage
      map={
        <IslandContainer name="service-ecosystem-map">
          <ServiceEcosystemMap />
        </IslandContainer>
      }
    />
  ),
});
