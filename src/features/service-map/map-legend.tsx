/** The legend: a colour swatch and the name of each category a card can be drawn in. */
import { CATEGORY_STYLES, LEGEND_CATEGORIES } from './map-categories';
import { mapCopy } from './map-copy';

export function MapLegend() {
  return (
    <ul aria-label={mapCopy.legendLabel} data-testid="map-legend" className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm font-semibold text-navy-900">
      {LEGEND_CATEGORIES.map((category) => (
        <li key={category} className="flex items-center gap-2">
          <span aria-hidden="true" className={`h-3 w-3 rounded-full ${CATEGORY_STYLES[category].swatch}`} />
          {mapCopy.categoryLabels[category]}
        </li>
      ))}
    </ul>
  );
}
