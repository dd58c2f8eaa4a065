/** The lucide icon of a service (chosen by its slug) or of a benefit card; only the icons the catalogue names are bundled. */
import {
  Activity,
  Award,
  BookOpen,
  BrainCircuit,
  ChartLine,
  Clock,
  CodeXml,
  Gauge,
  Globe,
  HeartHandshake,
  Lightbulb,
  Lock,
  Network,
  Sparkles,
  TrendingUp,
  Workflow,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import { CORE_SERVICE_ICONS } from './core-service-icons';
import { findServiceSummary } from '../content/services/service-summaries';
import type { ServiceIconName } from '../content/services/service-types';

/** Every icon name the catalogue's type allows, and its component. */
export const SERVICE_ICONS: Readonly<Record<ServiceIconName, LucideIcon>> = {
  ...CORE_SERVICE_ICONS,
  'code-2': CodeXml,
  sparkles: Sparkles,
  network: Network,
  'brain-circuit': BrainCircuit,
  workflow: Workflow,
  activity: Activity,
  'trending-up': TrendingUp,
  clock: Clock,
  zap: Zap,
  award: Award,
  lock: Lock,
  globe: Globe,
  lightbulb: Lightbulb,
  'line-chart': ChartLine,
  'book-open': BookOpen,
  'heart-handshake': HeartHandshake,
  gauge: Gauge,
};

/** Drawn for a name no map entry knows (a database row may hold any text). */
export const FALLBACK_ICON: LucideIcon = Sparkles;

const ICONS: Readonly<Record<ServiceIconName | 'fallback', LucideIcon>> = { ...SERVICE_ICONS, fallback: FALLBACK_ICON };

const isIconName = (name: string): name is ServiceIconName => Object.hasOwn(SERVICE_ICONS, name);

/** The map key of an icon name: the name itself when known, else 'fallback'. */
export function iconKey(name: string | null | undefined): ServiceIconName | 'fallback' {
  return name && isIconName(name) ? name : 'fallback';
}

/** A service's icon key: the catalogue's icon for its slug (SPEC: chosen by slug), else its own heroIcon, else the fallback. */
export function serviceIconKey(slug: string, heroIcon?: string | null): ServiceIconName | 'fallback' {
  return iconKey(findServiceSummary(slug)?.heroIcon ?? heroIcon);
}

/** A decorative service icon chosen by slug. */
export function ServiceIcon({ slug, heroIcon, className }: { slug: string; heroIcon?: string | null; className?: string }) {
  const key = serviceIconKey(slug, heroIcon);
  const Icon = ICONS[key];
  return <Icon aria-hidden="true" data-icon={key} className={className} />;
}

/** A decorative icon by name (benefit cards). */
export function NamedIcon({ name, className }: { name: string; className?: string }) {
  const key = iconKey(name);
  const Icon = ICONS[key];
  return <Icon aria-hidden="true" data-icon={key} className={className} />;
}
