/** The hovered service in detail: icon, title, shortened subtitle, pain point, our solution and its connections. */
import { useId, type ReactNode } from 'react';
import { ArrowRight } from 'lucide-react';
import { CATEGORY_STYLES } from './map-categories';
import { mapCopy } from './map-copy';
import { MapConnectionTree } from './map-connection-tree';
import { usePanelText } from './map-panel-text';
import { MapServiceIcon } from './map-service-icon';
import { relatedServices, type MapService } from './map-services';
import { truncateSubtitle } from './truncate-subtitle';
import { ServiceLink } from '../../components/service-link';

/** 'centre' sits inside the desktop diagram's ring; 'stacked' opens under a card of the stacked layout. */
export type PanelVariant = 'centre' | 'stacked';

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
    <div data-testid="map-panel" data-slug={service.slug} className="flex flex-col gap-4">
      <PanelHeader service={service} />
      <div className="grid grid-cols-2 gap-6">
        <PanelText service={service} clamp />
      </div>
      <PanelConnections service={service} open={<OpenServiceLink service={service} height="min-h-9" />} />
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

// Inside the diagram's ring the texts stop after five lines (the service's page has them whole), so the panel fits the ring.
function PanelText({ service, clamp }: { service: MapService; clamp: boolean }) {
  const text = usePanelText(service.slug);
  const textClass = clamp ? 'mt-1 line-clamp-5 text-sm leading-6 text-ink' : 'mt-2 text-base leading-7 text-ink';
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

/** The connected services as links; `open`, the link to the service's own page, sits at the end of their heading's line. */
function PanelConnections({ service, open }: { service: MapService; open: ReactNode }) {
  const labelId = useId();
  return (
    <div>
      <div className="flex items-center justify-between gap-6">
        <p id={labelId} className={labelClass}>
          {mapCopy.connectedLabel}
        </p>
        {open}
      </div>
      <ul aria-labelledby={labelId} className="mt-1 flex flex-wrap gap-2">
        {relatedServices(service.slug).map((related) => (
          <li key={related.slug}>
            <ServiceLink
              slug={related.slug}
              className="flex min-h-8 items-center gap-2 rounded-full border border-navy-100 px-3 text-sm font-semibold text-navy-900 hover:border-accent-500 hover:bg-navy-50 hover:text-accent-700"
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

// 44 px high for a finger on the stacked layout; inside the ring, where a mouse points, less.
function OpenServiceLink({ service, height = 'min-h-11' }: { service: MapService; height?: string }) {
  return (
    <ServiceLink
      slug={service.slug}
      className={`inline-flex ${height} shrink-0 items-center gap-2 font-semibold text-accent-700 underline decoration-accent-500/40 underline-offset-4 hover:decoration-accent-700`}
    >
      {mapCopy.openService(service.content.title)}
      <ArrowRight aria-hidden="true" className="h-4 w-4" />
    </ServiceLink>
  );
}
