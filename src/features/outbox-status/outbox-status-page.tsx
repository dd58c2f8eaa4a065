/** /outbox: the operations team's view of this device's outbox. The server renders the shell; the data appears after hydration. */
import { PageHero } from '../../components/page-hero';
import { Island } from '../../components/island';
import type { OutboxDb } from '../../outbox/database';
import { outboxStatus } from './outbox-status-island';
import { outboxStatusTexts } from './outbox-status-texts';

/** The page; `db` and `timeZone` are for tests (the page uses the shared outbox and the device's zone). */
export function OutboxStatusPage({ db, timeZone }: { db?: OutboxDb; timeZone?: string }) {
  return (
    <>
      <PageHero eyebrow={outboxStatusTexts.eyebrow} title={outboxStatusTexts.title} intro={outboxStatusTexts.intro} />
      <Island of={outboxStatus} props={{ db, timeZone }} />
    </>
  );
}
