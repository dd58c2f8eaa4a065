/** The page the service worker shows for a page not saved on this device: it goes back there once it can. */
import { PageHero } from '../../components/page-hero';
import { Island } from '../../components/island';
import { offlineCopy } from './offline-copy';
import { offlineActions } from './offline-actions-island';

export function OfflinePage() {
  return (
    <PageHero eyebrow={offlineCopy.eyebrow} title={offlineCopy.title} intro={offlineCopy.intro}>
      <Island of={offlineActions} />
    </PageHero>
  );
}
