/** The lucide icon named by a service's heroIcon; only the icons the map's services use are bundled. */
import {
  ChartColumn,
  Crosshair,
  Handshake,
  LayoutTemplate,
  Magnet,
  MessageSquareQuote,
  Network,
  PenTool,
  PhoneCall,
  Radar,
  Repeat,
  Search,
  Share2,
  ShieldCheck,
  Target,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { ServiceIconName } from '../../content/services/service-types';

/** The heroIcon names of the 15 map services and their components. */
export const MAP_ICONS: Partial<Record<ServiceIconName, LucideIcon>> = {
  'shield-check': ShieldCheck,
  'layout-template': LayoutTemplate,
  'pen-tool': PenTool,
  'bar-chart-3': ChartColumn,
  'share-2': Share2,
  target: Target,
  repeat: Repeat,
  search: Search,
  radar: Radar,
  'message-square-quote': MessageSquareQuote,
  crosshair: Crosshair,
  users: Users,
  handshake: Handshake,
  magnet: Magnet,
  'phone-call': PhoneCall,
};

/** A decorative service icon; a generic network icon for a name the map does not know. */
export function MapServiceIcon({ name, className }: { name: ServiceIconName; className?: string }) {
  const Icon = MAP_ICONS[name] ?? Network;
  return <Icon aria-hidden="true" className={className} />;
}
