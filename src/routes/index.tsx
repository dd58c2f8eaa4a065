import { createFileRoute } from '@tanstack/react-router';
import { loadStaticHtml } from '../components/static-html-store';
import { HomePage } from '../features/home/home-page';
import { ServiceEcosystemMap } from '../features/service-map/service-ecosystem-map';
import { IslandContainer } from '../components/island-container';

export const Route = createFileRoute('/')({
  // Only the map and the shared parts need the client: they hydrate alone (src/islands).
  staticData: { islands: true },
  head: () => import('../seo/static-page-heads').then(({ staticPageHeadFor }) => staticPageHeadFor('home')),
  // The sections around the map come with the page's HTML, not in JavaScript.
  loader: ({ location }) => loadStaticHtml(location.pathname, location.href),
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
