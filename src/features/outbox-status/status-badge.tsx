/** A record's delivery status as a small coloured label. */
import type { DeliveryStatus } from '../../outbox/records';
import { statusLabels } from './outbox-status-texts';

const styles: Record<DeliveryStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  delivered: 'bg-accent-100 text-accent-700',
  rejected: 'bg-red-100 text-red-800',
};

/** The label for `status`. */
export function StatusBadge({ status }: { status: DeliveryStatus }) {
  return (
    <span data-status={status} className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${styles[status]}`}>
      {statusLabels[status]}
    </span>
  );
}
