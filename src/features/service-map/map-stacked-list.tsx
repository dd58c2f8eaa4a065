/** The phone and tablet layout: services listed by category as tappable cards, the panel under the selected one. */
import { useId } from 'react';
import { Network } from 'lucide-react';
import { LEGEND_CATEGORIES, CATEGORY_STYLES } from './map-categories';
import { mapCopy } from './map-copy';
import { mapServices } from './map-services';
import { MapStackedItem } from './map-stacked-item';
import type { MapHover } from './use-map-hover';

export function MapStackedList({ hover }: { hover: MapHover }) {
  const id = useId();
  return (
    <div
      data-testid="map-list"
      onPointerDown={(e) => {
        if (!(e.target instanceof Element) || !e.target.closest('[data-map-card]')) hover.clear();
      }}
    >
      <div className="flex items-center gap-3">
        <span className="grid h-11 w-11 shrink-0 place-items-center rounded-full bg-navy-900 text-accent-300">
          <Network aria-hidden="true" className="h-5 w-5" />
        </span>
        <h3 className="text-xl font-semibold text-navy-900">{mapCopy.hubLabel}</h3>
      </div>
      <p className="mt-3 text-base leading-7 text-muted">{mapCopy.touchInstruction}</p>
      <div className="mt-8 grid gap-8 md:grid-cols-2">
        {LEGEND_CATEGORIES.map((category) => {
          const headingId = `${id}-${category}`;
          return (
            <section key={category} aria-labelledby={headingId}>
              <h4 id={headingId} className="flex items-center gap-2 text-sm font-semibold tracking-wider text-navy-900 uppercase">
                <span aria-hidden="true" className={`h-3 w-3 rounded-full ${CATEGORY_STYLES[category].swatch}`} />
                {mapCopy.categoryLabels[category]}
              </h4>
              <ul className="mt-3 space-y-3">
                {mapServices
                  .filter((s) => s.category === category)
                  .map((service) => (
                    <MapStackedItem key={service.slug} service={service} hover={hover} />
                  ))}
              </ul>
            </section>
          );
        })}
      </div>
    </div>
  );
}
