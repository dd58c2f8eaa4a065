/**
 * Tells a returning visitor, on any page, that something they sent earlier was refused by the
 * server (they were told "received" while it waited on the device). Mount once in the root layout;
 * it renders nothing until the browser has read the outbox, and nothing when all is well.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import type { Refusal } from '../../outbox/page/corrections';
import { useHydrated } from '../../lib/use-hydrated';

const loadCorrections = () => import('../../outbox/page/corrections');
const loadOutboxPresence = () => import('../../outbox/page/outbox-presence');
const LazyPanel = lazy(() => import('./rejection-notice-panel').then(({ RejectionNoticePanel }) => ({ default: RejectionNoticePanel })));

// After the page's own work, so the outbox (and Dexie) never delays the first render.
const whenIdle = (callback: () => void) =>
  typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(callback, { timeout: 3_000 }) : window.setTimeout(callback, 1_000);

/** The notice; `timeZone` is for tests. */
export function RejectionNotice({ timeZone }: { timeZone?: string }) {
  const hydrated = useHydrated();
  const [refusals, setRefusals] = useState<Refusal[]>([]);

  useEffect(() => {
    if (!hydrated) return;
    let cancelled = false;
    whenIdle(() => {
      // No outbox on this device (a first visit): nothing can have been refused, and Dexie stays unloaded.
      void loadOutboxPresence()
        .then(({ outboxMayHoldRecords }) => outboxMayHoldRecords())
        .then((mayHold) => (mayHold ? loadCorrections().then(({ untoldRefusals }) => untoldRefusals()) : []))
        .then((found) => {
          if (!cancelled) setRefusals(found);
        })
        .catch(() => undefined);
    });
    return () => {
      cancelled = true;
    };
  }, [hydrated]);

  if (refusals.length === 0) return null;
  const done = async () => {
    const told = refusals;
    setRefusals([]);
    await loadCorrections().then(({ acknowledgeRefusals }) => acknowledgeRefusals(told));
  };
  return (
    <Suspense fallback={null}>
      <LazyPanel refusals={refusals} onDone={done} timeZone={timeZone} />
    </Suspense>
  );
}
