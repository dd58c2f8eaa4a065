/** docs/product/records.md's front-end shape of a service page, whichever source it came from. */

/** One benefit card. */
export interface ServicePageBenefit {
  title: string;
  description: string;
  /** lucide-react icon name (kebab-case); may be empty when the database holds none */
  icon: string;
}

/** One numbered "How It Works" step. */
export interface ServicePageStep {
  step: number;
  title: string;
  description: string;
}

/** One FAQ entry. */
export interface ServicePageFaq {
  question: string;
  answer: string;
}

/** The social-share image; present only when a URL exists. */
export interface ServicePageImage {
  url: string;
  alt: string;
  width: number;
  height: number;
}

/** A service as pages use it (docs/product/records.md "Service page"). */
export interface ServicePage {
  /** database id, or `static-<slug>` for built-in content */
  _id: string;
  _type: 'servicePage';
  title: string;
  subtitle: string;
  slug: string;
  businessPainPoint: string;
  ascSolution: string;
  keyFeatures: string[];
  heroIcon: string;
  socialShareImage?: ServicePageImage;
  aeoFaqSection: ServicePageFaq[];
  benefits: ServicePageBenefit[];
  howItWorks: ServicePageStep[];
  /** ids of related services (SPEC); see relatedServiceSlugs for links */
  relatedServices: string[];
  /** slugs of related services, for /services/{slug} links */
  relatedServiceSlugs: string[];
  publishedAt: string;
  updatedAt: string;
}

/** Where a service came from. */
export type ServiceSource = 'database' | 'static';

/** A row of the service_pages table (docs/product/records.md's stored shape); json columns may arrive as text. */
export interface ServicePageRow {
  id: string;
  slug: string;
  title: string;
  subtitle: string | null;
  business_pain_point: string | null;
  asc_solution: string | null;
  key_features: unknown;
  benefits: unknown;
  how_it_works: unknown;
  hero_icon: string | null;
  social_share_image_url: string | null;
  aeo_faq_section: unknown;
  related_services: unknown;
  created_at: string;
  updated_at: string | null;
}

/** A row as written by the migration helper: the database fills in id (and timestamps when absent). */
export type ServicePageInsert = Omit<ServicePageRow, 'id'>;
