/** The interactive service ecosystem map: a positioned diagram from 1024 px, a stacked list below that. */
import { useRef } from 'react';
import { mapCopy } from './map-copy';
import { MapDiagram } from './map-diagram';
import { MapLegend } from './map-legend';
import { loadPanelTexts } from './map-panel-text';
import { findMapService, relatedServices } from './map-services';
import { MapStackedList } from './map-stacked-list';
import { useMapHover } from './use-map-hover';

// Both layouts are always rendered and CSS picks one, so server and client markup are identical.
export function ServiceEcosystemMap() {
  const root = useRef<HTMLDivElement>(null);
  const hover = useMapHover(root);
  const active = hover.hoveredSlug === null ? undefined : findMapService(hover.hoveredSlug);
  // The panel's longer texts load as soon as a visitor reaches for the map, before a card is chosen.
  const reachFor = () => void loadPanelTexts();
  return (
    <div
      ref={root}
      data-testid="service-map"
      data-hovered={hover.hoveredSlug ?? ''}
      onPointerEnter={reachFor}
      onTouchStart={reachFor}
      onFocus={reachFor}
    >
      <div className="hidden lg:block">
        <MapLegend />
        <p data-testid="map-panel-instruction" className="mt-3 max-w-4xl text-sm leading-6 text-muted">
          {mapCopy.desktopInstruction}
        </p>
        <div className="mt-4 rounded-3xl border border-navy-100 bg-white p-4 shadow-sm">
          <MapDiagram hover={hover} />
        </div>
        <p aria-live="polite" className="sr-only">
          {active
            ? mapCopy.liveSummary(
                active.content.title,
                relatedServices(active.slug).map((s) => s.content.title),
              )
            : ''}
        </p>
      </div>
      <div className="lg:hidden">
        <MapStackedList hover={hover} />
      </div>
    </div>
  );
}
