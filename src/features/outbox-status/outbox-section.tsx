/** A part of the operations page: a section labelled by its H2. */
import type { ReactNode } from 'react';

export function OutboxSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-bold tracking-tight text-navy-900">
        {heading}
      </h2>
      {children}
    </section>
  );
}
