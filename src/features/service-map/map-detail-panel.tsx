/** The hovered service in detail: icon, title, shortened subtitle, pain point, our solution and its connections. */
import { ArrowRight, MousePointerClick } from 'lucide-react';
import { CATEGORY_STYLES } from './map-categories';
import { mapCopy } from './map-copy';
import { MapConnectionTree } from './map-connection-tree';
import { usePanelText } from './map-panel-text';
import { MapServiceIcon } from './map-service-icon';
import { relatedServices, type MapService } from './map-services';
import { truncateSubtitle } from './truncate-subtitle';
import { ServiceLink } from '../../components/service-link';

/** 'wide' sits under the desktop diagram; 'stacked' opens under a card of the stacked layout. */
export type PanelVariant = 'wide' | 'stacked';

const labelClass = 'text-xs font-semibold tracking-wider text-accent-700 uppercase';

export function MapDetailPanel({ service, variant }: { service: MapService; variant: PanelVariant }) {
  // Stacked: the connections come first, drawn as lines from the service's icon, before the longer texts.
  if (variant === 'stacked') {
    return (
      <div data-testid="map-panel" data-slug={service.slug}>
        <PanelHeader service={service} trunk />
        <MapConnectionTree service={service} labelClass={labelClass} />
        <div className="mt-6 space-y-6">
          <PanelText service={service} clamp={false} />
          <OpenServiceLink service={service} />
        </div>
      </div>
    );
  }
  return (
    <div data-testid="map-panel" data-slug={service.slug} className="space-y-7">
      <div className="flex items-start justify-between gap-8">
        <PanelHeader service={service} />
        <OpenServiceLink service={service} />
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_15rem] gap-8">
        <PanelText service={service} clamp />
        <PanelConnections service={service} />
      </div>
    </div>
  );
}

/** `trunk`: a line runs down from the icon, where the stacked layout's connections branch off. */
function PanelHeader({ service, trunk = false }: { service: MapService; trunk?: boolean }) {
  const { content } = service;
  return (
    <div className={`flex min-w-0 gap-4 ${trunk ? 'items-stretch' : 'items-start'}`}>
      <span className="flex shrink-0 flex-col items-center">
        <span className={`grid h-12 w-12 place-items-center rounded-xl ${CATEGORY_STYLES[service.category].chip}`}>
          <MapServiceIcon name={content.heroIcon} className="h-6 w-6" />
        </span>
        {trunk ? <span aria-hidden="true" className="w-0.5 flex-1 bg-accent-500" /> : null}
      </span>
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-wider text-muted uppercase">{mapCopy.categoryLabels[service.category]}</p>
        <p data-testid="map-panel-title" className="text-xl leading-snug font-semibold text-navy-900">
          {content.title}
        </p>
        <p data-testid="map-panel-subtitle" className="mt-0.5 text-base leading-6 text-muted">
          {truncateSubtitle(content.subtitle)}
        </p>
      </div>
    </div>
  );
}

// On the desktop panel long texts stop after six lines, so the page below does not jump as the hover moves.
function PanelText({ service, clamp }: { service: MapService; clamp: boolean }) {
  const text = usePanelText(service.slug);
  const textClass = `mt-2 text-base leading-7 text-ink ${clamp ? 'line-clamp-6' : ''}`;
  return (
    <>
      <div>
        <p className={labelClass}>{mapCopy.challengeLabel}</p>
        <p data-testid="map-panel-challenge" className={textClass}>
          {text?.businessPainPoint}
        </p>
      </div>
      <div>
        <p className={labelClass}>{mapCopy.solutionLabel}</p>
        <p data-testid="map-panel-solution" className={textClass}>
          {text?.ascSolution}
        </p>
      </div>
    </>
  );
}

function PanelConnections({ service }: { service: MapService }) {
  return (
    <div>
      <p className={labelClass}>{mapCopy.connectedLabel}</p>
      <ul className="mt-2 space-y-1">
        {relatedServices(service.slug).map((related) => (
          <li key={related.slug}>
            <ServiceLink
              slug={related.slug}
              className="flex min-h-10 items-center gap-2.5 rounded-lg px-2 py-1.5 text-sm font-semibold text-navy-900 hover:bg-navy-50 hover:text-accent-700"
            >
              <span aria-hidden="true" className={`h-2.5 w-2.5 shrink-0 rounded-full ${CATEGORY_STYLES[related.category].swatch}`} />
              {related.content.title}
            </ServiceLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

function OpenServiceLink({ service }: { service: MapService }) {
  return (
    <ServiceLink
      slug={service.slug}
      className="inline-flex min-h-11 shrink-0 items-center gap-2 font-semibold text-accent-700 underline decoration-accent-500/40 underline-offset-4 hover:decoration-accent-700"
    >
      {mapCopy.openService(service.content.title)}
      <ArrowRight aria-hidden="true" className="h-4 w-4" />
    </ServiceLink>
  );
}

/** What the wide panel shows while nothing is hovered. */
export function MapPanelInstruction() {
  return (
    <div data-testid="map-panel-instruction" className="mx-auto flex max-w-xl flex-col items-center text-center">
      <span className="grid h-12 w-12 place-items-center rounded-full bg-accent-100 text-accent-700">
        <MousePointerClick aria-hidden="true" className="h-6 w-6" />
      </span>
      <p className="mt-4 text-base leading-7 text-muted">{mapCopy.desktopInstruction}</p>
    </div>
  );
}
