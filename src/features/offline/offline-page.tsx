/** The page the service worker shows for a page not saved on this device: it goes back there once it can. */
import { PageHero } from '../../components/page-hero';
import { IslandContainer } from '../../components/island-container';
import { offlineCopy } from './offline-copy';
import { OfflineActions } from './offline-actions';

export function OfflinePage() {
  return (
    <PageHero eyebrow={offlineCopy.eyebrow} title={offlineCopy.title} intro={offlineCopy.intro}>
      <IslandContainer name="offline-actions">
        <OfflineActions />
      </IslandContainer>
    </PageHero>
  );
}
