/** The interactive service ecosystem map: a positioned diagram from 1024 px, a stacked list below that. */
import { useRef, type KeyboardEvent } from 'react';
import { mapCopy } from './map-copy';
import { MapDetailPanel, MapPanelInstruction } from './map-detail-panel';
import { MapDiagram } from './map-diagram';
import { MapLegend } from './map-legend';
import { findMapService, relatedServices } from './map-services';
import { MapStackedList } from './map-stacked-list';
import { useMapHover } from './use-map-hover';

// Both layouts are always rendered and CSS picks one, so server and client markup are identical.
export function ServiceEcosystemMap() {
  const root = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLElement>(null);
  const hover = useMapHover(root);
  const active = hover.hoveredSlug === null ? undefined : findMapService(hover.hoveredSlug);
  // Keyboard path of the desktop diagram: Enter on a card moves into its details, Escape goes back to the card.
  const openDetails = () => panel.current?.focus();
  const backToCard = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !active) return;
    // Handled here: the map's own Escape (clear the hover, use-dismiss) must not run, the card keeps it.
    event.preventDefault();
    root.current?.querySelector<HTMLElement>(`[data-testid="map-diagram"] [data-map-card][data-slug="${active.slug}"]`)?.focus();
  };
  return (
    <div ref={root} data-testid="service-map" data-hovered={hover.hoveredSlug ?? ''}>
      <div className="hidden lg:block">
        <MapLegend />
        <div className="mt-6 rounded-3xl border border-navy-100 bg-white p-4 shadow-sm">
          <MapDiagram hover={hover} onOpenDetails={openDetails} />
        </div>
        <section
          ref={panel}
          data-map-detail=""
          tabIndex={-1}
          onKeyDown={backToCard}
          onBlur={(e) => {
            if (!(e.relatedTarget instanceof Node && e.currentTarget.contains(e.relatedTarget))) hover.clear();
          }}
          aria-label={mapCopy.panelLabel}
          className="mt-6 flex min-h-72 flex-col justify-center rounded-3xl border border-navy-100 bg-white p-8 shadow-sm"
        >
          {active ? <MapDetailPanel service={active} variant="wide" /> : <MapPanelInstruction />}
          <p aria-live="polite" className="sr-only">
            {active
              ? mapCopy.liveSummary(
                  active.content.title,
                  relatedServices(active.slug).map((s) => s.content.title),
                )
              : ''}
          </p>
        </section>
      </div>
      <div className="lg:hidden">
        <MapStackedList hover={hover} />
      </div>
    </div>
  );
}
