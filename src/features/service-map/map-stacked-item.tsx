/** One card of the stacked layout: a button that selects the service, an arrow link to its page, and its panel when selected. */
import { useId } from 'react';
import { ArrowUpRight, ChevronDown } from 'lucide-react';
import { CATEGORY_STYLES } from './map-categories';
import { mapCopy } from './map-copy';
import { MapDetailPanel } from './map-detail-panel';
import { MapServiceIcon } from './map-service-icon';
import { cardState, findMapService, type CardState, type MapService } from './map-services';
import type { MapHover } from './use-map-hover';
import { ServiceLink } from '../../components/service-link';

const STATE_CLASSES: Record<CardState, string> = {
  active: 'border-accent-600 bg-white shadow-md ring-2 ring-accent-500/40',
  related: 'border-accent-500 bg-accent-100',
  idle: 'border-navy-100 bg-white',
};

// The card clips nothing (no overflow: hidden), so focus rings stay whole; its two controls draw theirs inside
// their own edges, and the parts with a background of their own follow the card's rounded corners.
const insetRing = 'focus-visible:outline-offset-[-4px]';

export function MapStackedItem({ service, hover }: { service: MapService; hover: MapHover }) {
  const panelId = useId();
  const state = cardState(service.slug, hover.hoveredSlug);
  const selected = state === 'active';
  const { content } = service;
  const connectedTo = state === 'related' && hover.hoveredSlug ? findMapService(hover.hoveredSlug)?.content.title : undefined;
  return (
    <li data-map-card="" data-slug={service.slug} data-state={state} className={`rounded-xl border transition ${STATE_CLASSES[state]}`}>
      <div className="flex items-stretch">
        <button
          type="button"
          aria-expanded={selected}
          aria-controls={selected ? panelId : undefined}
          onClick={() => hover.toggle(service.slug)}
          className={`flex min-h-14 flex-1 items-center gap-3 rounded-l-xl py-2 pr-2 pl-3 text-left ${insetRing}`}
        >
          <span className={`grid h-9 w-9 shrink-0 place-items-center rounded-lg ${CATEGORY_STYLES[service.category].chip}`}>
            <MapServiceIcon name={content.heroIcon} className="h-4 w-4" />
          </span>
          <span className="flex flex-1 flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-semibold text-navy-900">{content.title}</span>
            {/* Not by colour alone: a connected service says so while another one is open. */}
            {connectedTo ? (
              <span data-testid="map-connected-badge" className="rounded-full bg-accent-600 px-2 py-0.5 text-xs font-semibold text-white">
                <span aria-hidden="true">{mapCopy.connectedBadge}</span>
                <span className="sr-only">{`, ${mapCopy.connectedTo(connectedTo)}`}</span>
              </span>
            ) : null}
          </span>
          <ChevronDown aria-hidden="true" className={`h-5 w-5 shrink-0 text-muted transition-transform ${selected ? 'rotate-180' : ''}`} />
        </button>
        <ServiceLink
          slug={service.slug}
          aria-label={mapCopy.openService(content.title)}
          className={`grid w-12 shrink-0 place-items-center border-l border-navy-100 text-accent-700 hover:bg-navy-50 ${
            selected ? 'rounded-tr-xl' : 'rounded-r-xl'
          } ${insetRing}`}
        >
          <ArrowUpRight aria-hidden="true" className="h-5 w-5" />
        </ServiceLink>
      </div>
      {selected ? (
        <div id={panelId} className="rounded-b-xl border-t border-navy-100 bg-navy-50/60 px-4 py-5">
          <MapDetailPanel service={service} variant="stacked" />
        </div>
      ) : null}
    </li>
  );
}
