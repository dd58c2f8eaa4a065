/** The desktop diagram: 15 cards around the hub, connection lines and the details of the hovered service. */
import { useId, useRef } from 'react';
import { flushSync } from 'react-dom';
import { mapCopy } from './map-copy';
import { MapCard } from './map-card';
import { MapCentrePanel } from './map-centre-panel';
import { MapConnections } from './map-connections';
import { MapHub } from './map-hub';
import { cardState, findMapService, mapServices, relatedServices } from './map-services';
import type { MapHover } from './use-map-hover';

export function MapDiagram({ hover }: { hover: MapHover }) {
  const hintId = useId();
  const panel = useRef<HTMLElement>(null);
  const active = hover.hoveredSlug === null ? undefined : findMapService(hover.hoveredSlug);
  // Enter on a card: its panel is drawn at once, so that it can take the focus.
  const openDetails = (slug: string) => {
    flushSync(() => hover.enter(slug));
    panel.current?.focus();
  };
  return (
    <div
      data-testid="map-diagram"
      className="relative h-[600px]"
      onPointerDown={(e) => {
        if (!(e.target instanceof Element) || !e.target.closest('[data-map-card], [data-map-detail]')) hover.clear();
      }}
    >
      <MapConnections from={active} to={active ? relatedServices(active.slug) : []} />
      {active ? null : <MapHub />}
      <p id={hintId} hidden>
        {mapCopy.cardKeyHint}
      </p>
      <ul aria-label={mapCopy.regionLabel}>
        {mapServices.map((service) => {
          const state = cardState(service.slug, hover.hoveredSlug);
          return (
            <MapCard
              key={service.slug}
              service={service}
              state={state}
              dimmed={active !== undefined && state === 'idle'}
              hover={hover}
              onOpenDetails={openDetails}
              hintId={hintId}
            />
          );
        })}
      </ul>
      {active ? <MapCentrePanel service={active} hover={hover} panelRef={panel} /> : null}
    </div>
  );
}
