/** A group of toggle buttons, one per topic plus "All topics", each with its article count. */
import { useEffect, useRef } from 'react';
import { earlyTap, useEarlyTap } from '../../lib/early-tap';
import type { InsightCategory } from './insight-categories';
import { insightsCopy } from './insights-copy';

function Toggle({
  tapId,
  pressed,
  label,
  count,
  onClick,
}: {
  tapId: string;
  pressed: boolean;
  label: string;
  count: number;
  onClick: () => void;
}) {
  // A tap before the page has hydrated is remembered and carried out then; choosing a topic is not a
  // toggle, so a tap that React also receives while hydrating chooses the same topic twice, harmlessly.
  useEarlyTap(tapId, onClick);
  return (
    <button
      type="button"
      {...earlyTap(tapId)}
      aria-pressed={pressed}
      onClick={onClick}
      className={`relative inline-flex min-h-10 shrink-0 items-center gap-2 rounded-full border px-4 py-1.5 text-sm font-semibold whitespace-nowrap transition-colors ${
        pressed
          ? 'border-navy-900 bg-navy-900 text-white'
          : 'border-navy-100 bg-white text-navy-900 hover:border-accent-500 hover:text-accent-700'
      }`}
    >
      {label}
      <span
        aria-hidden="true"
        className={`rounded-full px-2 py-0.5 text-xs tabular-nums ${pressed ? 'bg-white/15 text-white' : 'bg-navy-50 text-muted'}`}
      >
        {count}
      </span>
      {/* Positioned inside the button, or the scrolling row would let it widen the page. */}
      <span className="sr-only">{insightsCopy.countSuffix(count)}</span>
    </button>
  );
}

export function CategoryFilter({
  categories,
  total,
  selected,
  onSelect,
}: {
  categories: readonly InsightCategory[];
  total: number;
  selected: string | undefined;
  onSelect: (slug: string | undefined) => void;
}) {
  const row = useRef<HTMLDivElement>(null);
  // On phones the topics scroll sideways in one row (rather than filling the first screen):
  // bring a topic chosen by the URL into view without scrolling the page.
  useEffect(() => {
    const pressed = row.current?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (row.current && pressed && row.current.scrollWidth > row.current.clientWidth)
      row.current.scrollLeft = pressed.offsetLeft - 20;
  }, [selected]);
  return (
    <div>
      <p id="insights-filter-label" className="text-sm font-semibold tracking-wider text-navy-900 uppercase">
        {insightsCopy.filterLabel}
      </p>
      <div
        ref={row}
        role="group"
        aria-labelledby="insights-filter-label"
        data-testid="category-filter"
        className="relative -mx-5 mt-3 flex gap-2 overflow-x-auto px-5 pb-2 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0"
      >
        <Toggle
          tapId="insights-topic:all"
          pressed={selected === undefined}
          label={insightsCopy.allTopics}
          count={total}
          onClick={() => onSelect(undefined)}
        />
        {categories.map((c) => (
          <Toggle
            key={c.slug}
            tapId={`insights-topic:${c.slug}`}
            pressed={selected === c.slug}
            label={c.name}
            count={c.count}
            onClick={() => onSelect(c.slug)}
          />
        ))}
      </div>
    </div>
  );
}
