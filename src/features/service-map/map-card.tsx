/** One service card positioned on the desktop diagram; the card is the link to its service page. */
import { Link } from '@tanstack/react-router';
import { CATEGORY_STYLES } from './map-categories';
import { MapServiceIcon } from './map-service-icon';
import type { CardState, MapService } from './map-services';
import type { MapHover } from './use-map-hover';

const STATE_CLASSES: Record<CardState, string> = {
  active: 'scale-105 border-accent-600 bg-white shadow-lg ring-2 ring-accent-500/50',
  related: 'border-accent-500 bg-accent-100 shadow-md ring-1 ring-accent-500/40',
  idle: 'border-navy-100 bg-white shadow-sm hover:border-accent-500',
};

/** A positioned card; `dimmed` when another, unrelated service is hovered. */
export function MapCard({ service, state, dimmed, hover }: { service: MapService; state: CardState; dimmed: boolean; hover: MapHover }) {
  const { slug, content } = service;
  return (
    <li className="absolute z-20 w-42 -translate-x-1/2 -translate-y-1/2" style={{ left: `${service.x}%`, top: `${service.y}%` }}>
      <Link
        to="/services/$serviceSlug"
        params={{ serviceSlug: slug }}
        data-map-card=""
        data-slug={slug}
        data-state={state}
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
        <span className="text-[0.8125rem] leading-tight font-semibold text-navy-900">{content.title}</span>
      </Link>
    </li>
  );
}
