/** /outbox: the operations team's view of this device's outbox. The server renders the shell; the data appears after hydration. */
import { PageHero } from '../../components/page-hero';
import { pageOutbox } from '../../backend/outbox-sync';
import type { OutboxDb } from '../../outbox/database';
import { OutboxLiveStatus } from './outbox-live-status';
import { outboxStatusTexts } from './outbox-status-texts';
import { useHydrated } from '../../lib/use-hydrated';

/** The page; `db` and `timeZone` are for tests (the page uses the shared outbox and the device's zone). */
export function OutboxStatusPage({ db, timeZone }: { db?: OutboxDb; timeZone?: string }) {
  const hydrated = useHydrated();
  return (
    <>
      <PageHero eyebrow={outboxStatusTexts.eyebrow} title={outboxStatusTexts.title} intro={outboxStatusTexts.intro} />
      <div className="container-page py-12 sm:py-16" data-testid="outbox-status">
        {hydrated ? (
          <OutboxLiveStatus db={db ?? pageOutbox()} timeZone={timeZone} />
        ) : (
          <p className="text-muted">{outboxStatusTexts.loading}</p>
        )}
      </div>
    </>
  );
}
