/** A numbered card pairing a business problem with our answer (home challenges, about pain points). */
import type { ReactNode } from 'react';
import { CircleCheck } from 'lucide-react';

export function ProblemSolutionCard({
  index,
  title,
  problemLabel,
  problem,
  solutionLabel,
  solution,
  footer,
  testId,
}: {
  index: number;
  title: string;
  problemLabel: string;
  problem: string;
  solutionLabel: string;
  solution: string;
  footer?: ReactNode;
  testId?: string;
}) {
  return (
    <li data-testid={testId} className="flex flex-col rounded-2xl border border-navy-100 bg-white p-7 shadow-sm">
      <p aria-hidden="true" className="text-sm font-semibold text-accent-700 tabular-nums">
        {String(index + 1).padStart(2, '0')}
      </p>
      <h3 className="mt-2 text-xl font-semibold text-navy-900">{title}</h3>
      <dl className="mt-5 flex flex-1 flex-col gap-5">
        <div>
          <dt className="text-xs font-semibold tracking-wider text-muted uppercase">{problemLabel}</dt>
          <dd className="mt-1.5 leading-7 text-ink">{problem}</dd>
        </div>
        <div className="mt-auto rounded-xl bg-accent-100/60 p-4">
          <dt className="flex items-center gap-2 text-xs font-semibold tracking-wider text-accent-700 uppercase">
            <CircleCheck aria-hidden="true" className="h-4 w-4" />
            {solutionLabel}
          </dt>
          <dd className="mt-1.5 leading-7 text-navy-900">{solution}</dd>
        </div>
      </dl>
      {footer ? <div className="mt-6">{footer}</div> : null}
    </li>
  );
}
