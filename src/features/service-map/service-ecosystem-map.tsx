/** The interactive service ecosystem map: a positioned diagram from 1024 px, a stacked list below that. */
import { useRef } from 'react';
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
  const hover = useMapHover(root);
  const active = hover.hoveredSlug === null ? undefined : findMapService(hover.hoveredSlug);
  return (
    <div ref={root} data-testid="service-map" data-hovered={hover.hoveredSlug ?? ''}>
      <div className="hidden lg:block">
        <MapLegend />
        <div className="mt-6 rounded-3xl border border-navy-100 bg-white p-4 shadow-sm">
          <MapDiagram hover={hover} />
        </div>
        <section
          data-map-detail=""
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
