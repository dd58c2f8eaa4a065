/** One service card positioned on the desktop diagram; the card is the link to its service page. */
import { CATEGORY_STYLES } from './map-categories';
import { MapServiceIcon } from './map-service-icon';
import type { CardState, MapService } from './map-services';
import type { MapHover } from './use-map-hover';
import { ServiceLink } from '../../components/service-link';

const STATE_CLASSES: Record<CardState, string> = {
  active: 'scale-105 border-accent-600 bg-white shadow-lg ring-2 ring-accent-500/50',
  related: 'border-accent-500 bg-accent-100 shadow-md ring-1 ring-accent-500/40',
  idle: 'border-navy-100 bg-white shadow-sm hover:border-accent-500',
};

interface MapCardProps {
  service: MapService;
  state: CardState;
  /** another, unrelated service is hovered */
  dimmed: boolean;
  hover: MapHover;
  /** Enter on the card: move into its details panel (a click still follows the link) */
  onOpenDetails: (slug: string) => void;
  /** id of the hint that says what Enter and Escape do */
  hintId: string;
}

/** A positioned card. */
export function MapCard({ service, state, dimmed, hover, onOpenDetails, hintId }: MapCardProps) {
  const { slug, content } = service;
  return (
    <li className="absolute z-20 w-42 -translate-x-1/2 -translate-y-1/2" style={{ left: `${service.x}%`, top: `${service.y}%` }}>
      <ServiceLink
        slug={slug}
        data-map-card=""
        data-slug={slug}
        data-state={state}
        aria-describedby={hintId}
        onKeyDown={(e) => {
          // Otherwise the panel's links are out of reach: Tab from a card moves the hover to the next card.
          if (e.key !== 'Enter' || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
          e.preventDefault();
          hover.enter(slug);
          onOpenDetails(slug);
        }}
        onMouseEnter={() => hover.enter(slug)}
        onMouseLeave={() => hover.leave(slug)}
        onFocus={() => hover.enter(slug)}
        onBlur={(e) => {
          // Tabbing on into the detail panel keeps the service shown, so its links stay in place.
          if (!(e.relatedTarget instanceof Element && e.relatedTarget.closest('[data-map-detail]'))) hover.leave(slug);
        }}
        onPointerDown={(e) => hover.pressStart(slug, e.pointerType)}
        onClick={(e) => hover.interceptClick(slug, e)}
        className={`relative flex min-h-14 items-center gap-2 overflow-hidden rounded-xl border py-2 pr-2.5 pl-3 transition duration-200 ${STATE_CLASSES[state]} ${dimmed ? 'opacity-70 grayscale' : ''}`}
      >
        <span aria-hidden="true" className={`absolute inset-y-0 left-0 w-1 ${CATEGORY_STYLES[service.category].swatch}`} />
        <span className={`grid h-8 w-8 shrink-0 place-items-center rounded-lg ${CATEGORY_STYLES[service.category].chip}`}>
          <MapServiceIcon name={content.heroIcon} className="h-4 w-4" />
        </span>
        <span className="text-sm leading-tight font-semibold text-navy-900">{content.title}</span>
      </ServiceLink>
    </li>
  );
}
