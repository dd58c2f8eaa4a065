/** The SVG layer under the cards: the flywheel's track, and lines from the hovered service to its connections. */
import type { MapService } from './map-services';

export function MapConnections({ from, to }: { from: MapService | undefined; to: readonly MapService[] }) {
  return (
    <svg aria-hidden="true" data-testid="map-connections" className="pointer-events-none absolute inset-0 h-full w-full overflow-visible">
      <rect x="10%" y="9%" width="80%" height="82%" rx="56" fill="none" strokeWidth="2" strokeDasharray="4 10" className="stroke-navy-100" />
      {from
        ? to.map((target) => (
            <line
              key={target.slug}
              data-connection={`${from.slug} ${target.slug}`}
              x1={`${from.x}%`}
              y1={`${from.y}%`}
              x2={`${target.x}%`}
              y2={`${target.y}%`}
              strokeWidth="2.5"
              strokeLinecap="round"
              className="stroke-accent-500"
            />
          ))
        : null}
    </svg>
  );
}
