/** The offline page's way back: to the page that could not be loaded once the site answers, or elsewhere by a link. */
import { SiteLink } from '../../components/site-link';
import { useHydrated } from '../../lib/use-hydrated';
import { offlineCopy } from './offline-copy';
import { safeReturnPath } from './return-path';
import { useReturnWhenOnline } from './use-return-when-online';

/** The page that could not be loaded, from the `from` parameter the service worker adds (sw/page-urls.ts), checked before use. */
function askedForPath(): string | null {
  return safeReturnPath(new URLSearchParams(window.location.search).get('from'), window.location.origin);
}

export function OfflineActions() {
  // The prerendered page knows no `from`; the link appears once the browser has it.
  const returnPath = useHydrated() ? askedForPath() : null;
  const state = useReturnWhenOnline(returnPath);
  return (
    <>
      {returnPath ? (
        // A full page load, so the service worker tries the network again.
        <a href={returnPath} className="btn-gold">
          {offlineCopy.tryAgain}
        </a>
      ) : null}
      <SiteLink to="/" className={returnPath ? 'btn-outline-light' : 'btn-gold'}>
        {offlineCopy.home}
      </SiteLink>
      <SiteLink to="/insights" className="btn-outline-light">
        {offlineCopy.insights}
      </SiteLink>
      <p role="status" className="w-full text-base text-white/85">
        {state === 'returning' ? offlineCopy.returning : ''}
      </p>
    </>
  );
}
