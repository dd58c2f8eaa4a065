/** Shapes of the service catalogue: one source for the site, the database seed and prerendering. */

/** Map grouping of docs/product/records.md; 'trust' exists as a style only. */
export type ServiceGroup = 'foundation' | 'rawMaterial' | 'architecture' | 'visibility' | 'optimization' | 'trust';

/** lucide-react icon names the UI knows how to draw (kebab-case). */
export type ServiceIconName =
  | 'search' | 'pen-tool' | 'share-2' | 'target' | 'bar-chart-3' | 'crosshair' | 'users'
  | 'shield-check' | 'layout-template' | 'handshake' | 'phone-call' | 'magnet' | 'repeat'
  | 'radar' | 'code-2' | 'sparkles' | 'network' | 'message-square-quote' | 'brain-circuit'
  | 'workflow' | 'activity' | 'trending-up' | 'clock' | 'zap' | 'award' | 'lock'
  | 'globe' | 'lightbulb' | 'line-chart' | 'book-open' | 'heart-handshake' | 'gauge';

export interface ServiceBenefit {
  title: string;
  description: string;
  icon: ServiceIconName;
}

export interface ServiceStep {
  step: 1 | 2 | 3 | 4;
  title: string;
  description: string;
}

export interface ServiceFaq {
  question: string;
  answer: string;
}

/** A service as written by us; the repository turns it into SPEC's front-end shape. */
export interface ServiceContent {
  slug: string;
  title: string;
  subtitle: string;
  businessPainPoint: string;
  ascSolution: string;
  /** exactly five */
  keyFeatures: string[];
  /** exactly three */
  benefits: ServiceBenefit[];
  /** exactly four, steps 1-4 */
  howItWorks: ServiceStep[];
  heroIcon: ServiceIconName;
  /** exactly three */
  aeoFaqSection: ServiceFaq[];
  /** slugs of other services in the catalogue */
  relatedServices: string[];
  group: ServiceGroup;
  /** 'static': one of SPEC's 14 static-catalogue slugs; 'database': one of the 7 known on the database side */
  origin: 'static' | 'database';
  /** when the copy last changed (YYYY-MM-DD); without it, the static publish date 2025-01-15 (docs/product/constants.md) */
  updated?: string;
}
