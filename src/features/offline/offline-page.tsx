/** The page the service worker shows for a page not saved on this device: it goes back there once it can. */
import { Link } from '@tanstack/react-router';
import { PageHero } from '../../components/page-hero';
import { useHydrated } from '../../lib/use-hydrated';
import { offlineCopy } from './offline-copy';
import { safeReturnPath } from './return-path';
import { useReturnWhenOnline } from './use-return-when-online';

/** `from` is the raw `from` parameter: the page that could not be loaded. */
export function OfflinePage({ from }: { from: string | undefined }) {
  // The prerendered page knows no `from`; the link appears once the browser has it.
  const hydrated = useHydrated();
  const returnPath = hydrated ? safeReturnPath(from, window.location.origin) : null;
  const state = useReturnWhenOnline(returnPath);
  return (
    <PageHero eyebrow={offlineCopy.eyebrow} title={offlineCopy.title} intro={offlineCopy.intro}>
      {returnPath ? (
        // A full page load, so the service worker tries the network again.
        <a href={returnPath} className="btn-gold">
          {offlineCopy.tryAgain}
        </a>
      ) : null}
      <Link to="/" className={returnPath ? 'btn-outline-light' : 'btn-gold'}>
        {offlineCopy.home}
      </Link>
      <Link to="/insights" className="btn-outline-light">
        {offlineCopy.insights}
      </Link>
      <p role="status" className="w-full text-base text-white/85">
        {state === 'returning' ? offlineCopy.returning : ''}
      </p>
    </PageHero>
  );
}
