/**
 * The connections of the service open in the stacked layout, drawn: a line runs down from the service's icon
 * and branches to each service it connects to, and each of those is a link to its page. Phones and tablets
 * see the ecosystem here, where the desktop diagram draws lines between cards.
 */
import { useId } from 'react';
import { ArrowUpRight } from 'lucide-react';
import { CATEGORY_STYLES } from './map-categories';
import { mapCopy } from './map-copy';
import { relatedServices, type MapService } from './map-services';
import { ServiceLink } from '../../components/service-link';

export function MapConnectionTree({ service, labelClass }: { service: MapService; labelClass: string }) {
  const labelId = useId();
  return (
    <div data-testid="map-connection-tree">
      {/* The trunk continues the line from the icon above (a 48 px chip: its centre is 24 px in). */}
      <div aria-hidden="true" className="ml-6 h-4 w-0.5 bg-accent-500" />
      <p id={labelId} className={`${labelClass} ml-6 border-l-2 border-accent-500 pb-2 pl-4`}>
        {mapCopy.connectedLabel}
      </p>
      <ul aria-labelledby={labelId} className="ml-6">
        {relatedServices(service.slug).map((related) => (
          <li
            key={related.slug}
            data-connection={`${service.slug} ${related.slug}`}
            className="relative py-1 pl-5 before:absolute before:top-0 before:left-0 before:h-full before:w-0.5 before:bg-accent-500 after:absolute after:top-1/2 after:left-0 after:h-0.5 after:w-5 after:bg-accent-500 last:before:h-1/2"
          >
            <ServiceLink
              slug={related.slug}
              className="flex min-h-11 items-center gap-2.5 rounded-lg border border-accent-500/60 bg-white px-3 py-2 text-sm font-semibold text-navy-900 hover:border-accent-600 hover:text-accent-700"
            >
              <span aria-hidden="true" className={`h-2.5 w-2.5 shrink-0 rounded-full ${CATEGORY_STYLES[related.category].swatch}`} />
              <span className="flex-1">{related.content.title}</span>
              <ArrowUpRight aria-hidden="true" className="h-4 w-4 shrink-0 text-accent-700" />
            </ServiceLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
