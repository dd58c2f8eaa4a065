/** The icon of a map service, from the shared core set: the map bundles only the icons its services use. */
import { Network, type LucideIcon } from 'lucide-react';
import { CORE_SERVICE_ICONS } from '../../components/core-service-icons';
import type { ServiceIconName } from '../../content/services/service-types';

const MAP_ICONS: Readonly<Partial<Record<ServiceIconName, LucideIcon>>> = CORE_SERVICE_ICONS;

/** A decorative service icon; a generic network icon for a name the map does not know. */
export function MapServiceIcon({ name, className }: { name: ServiceIconName; className?: string }) {
  const Icon = MAP_ICONS[name] ?? Network;
  return <Icon aria-hidden="true" className={className} />;
}
