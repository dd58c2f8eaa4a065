/** The centre of the desktop diagram: the flywheel's label. */
import { Network } from 'lucide-react';
import { mapCopy } from './map-copy';

export function MapHub() {
  return (
    <div className="pointer-events-none absolute top-1/2 left-1/2 z-10 grid h-44 w-44 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full bg-navy-900 text-center text-white shadow-[0_0_0_10px_rgba(20,163,150,0.12),0_20px_40px_-20px_rgba(6,17,31,0.6)]">
      <div className="px-5">
        <Network aria-hidden="true" className="mx-auto h-6 w-6 text-accent-300" />
        <p data-testid="map-hub" className="mt-2 text-base leading-snug font-semibold">
          {mapCopy.hubLabel}
        </p>
        <p className="mt-1 text-xs text-white/75">{mapCopy.hubNote}</p>
      </div>
    </div>
  );
}
