/** The desktop diagram's details: the hovered service drawn inside the ring, in view wherever the cards are. */
import type { KeyboardEvent, RefObject } from 'react';
import { mapCopy } from './map-copy';
import { MapDetailPanel } from './map-detail-panel';
import type { MapService } from './map-services';
import type { MapHover } from './use-map-hover';

interface MapCentrePanelProps {
  service: MapService;
  hover: MapHover;
  /** The panel element, focused when Enter on a card moves into its details. */
  panelRef: RefObject<HTMLElement | null>;
}

/** The panel, placed inside the ring of cards (their 168 px width and 56 px height clear) so no card is covered. */
export function MapCentrePanel({ service, hover, panelRef }: MapCentrePanelProps) {
  // Keyboard path: Escape goes back to the card, which keeps its hover.
  const backToCard = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    // Handled here: the map's own Escape (clear the hover, use-dismiss) must not run, the card keeps it.
    event.preventDefault();
    const diagram = event.currentTarget.closest('[data-testid="map-diagram"]');
    diagram?.querySelector<HTMLElement>(`[data-map-card][data-slug="${service.slug}"]`)?.focus();
  };
  return (
    <section
      ref={panelRef}
      data-map-detail=""
      tabIndex={-1}
      aria-label={mapCopy.panelLabel}
      onKeyDown={backToCard}
      onMouseEnter={hover.hold}
      onMouseLeave={() => hover.leave(service.slug)}
      onBlur={(e) => {
        if (!(e.relatedTarget instanceof Node && e.currentTarget.contains(e.relatedTarget))) hover.clear();
      }}
      className="absolute inset-x-[calc(10.5%+96px)] inset-y-[calc(9%+40px)] z-10 flex flex-col justify-center rounded-2xl border border-navy-100 bg-white px-6 py-4 shadow-lg"
    >
      <MapDetailPanel service={service} variant="centre" />
    </section>
  );
}
