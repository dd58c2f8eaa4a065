/** The desktop diagram: 15 cards around the hub, connection lines for the hovered service. */
import { useId } from 'react';
import { mapCopy } from './map-copy';
import { MapCard } from './map-card';
import { MapConnections } from './map-connections';
import { MapHub } from './map-hub';
import { cardState, findMapService, mapServices, relatedServices } from './map-services';
import type { MapHover } from './use-map-hover';

export function MapDiagram({ hover, onOpenDetails }: { hover: MapHover; onOpenDetails: (slug: string) => void }) {
  const hintId = useId();
  const active = hover.hoveredSlug === null ? undefined : findMapService(hover.hoveredSlug);
  return (
    <div
      data-testid="map-diagram"
      className="relative h-[480px]"
      onPointerDown={(e) => {
        if (!(e.target instanceof Element) || !e.target.closest('[data-map-card]')) hover.clear();
      }}
    >
      <MapConnections from={active} to={active ? relatedServices(active.slug) : []} />
      <MapHub />
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
              onOpenDetails={onOpenDetails}
              hintId={hintId}
            />
          );
        })}
      </ul>
    </div>
  );
}
