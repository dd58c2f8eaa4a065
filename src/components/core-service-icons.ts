/** The icons of the services the ecosystem map draws; the map bundles only these, the full set extends them. */
import {
  ChartColumn,
  Crosshair,
  Handshake,
  LayoutTemplate,
  Magnet,
  MessageSquareQuote,
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
import type { ServiceIconName } from '../content/services/service-types';

/** heroIcon names of the 15 map services. */
export type CoreServiceIconName = Extract<
  ServiceIconName,
  | 'shield-check'
  | 'layout-template'
  | 'pen-tool'
  | 'bar-chart-3'
  | 'share-2'
  | 'target'
  | 'repeat'
  | 'search'
  | 'radar'
  | 'message-square-quote'
  | 'crosshair'
  | 'users'
  | 'handshake'
  | 'magnet'
  | 'phone-call'
>;

/** The map services' icon names and their components. */
export const CORE_SERVICE_ICONS: Readonly<Record<CoreServiceIconName, LucideIcon>> = {
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
