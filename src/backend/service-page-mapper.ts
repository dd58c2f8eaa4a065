/** Turns a service_pages row or a catalogue entry into SPEC's front-end ServicePage, and a catalogue entry into a row. */
import type { ServiceContent } from '../content/services/service-types';
import { SOCIAL_IMAGE_HEIGHT, SOCIAL_IMAGE_WIDTH, STATIC_SERVICE_PUBLISHED_AT } from '../lib/spec-constants';
import type {
  ServicePage,
  ServicePageBenefit,
  ServicePageFaq,
  ServicePageImage,
  ServicePageInsert,
  ServicePageRow,
  ServicePageStep,
} from './service-page';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The _id of built-in content. */
export const staticServiceId = (slug: string): string => `static-${slug}`;

/** The social-share image every catalogue service has. */
export const staticServiceImageUrl = (slug: string): string => `/images/services/${slug}.jpg`;

/** Lookups between the ids and slugs of a set of rows, to resolve related services. */
export interface RelatedIndex {
  idBySlug: ReadonlyMap<string, string>;
  slugById: ReadonlyMap<string, string>;
}

/** The id/slug lookups of `rows`. */
export function relatedIndex(rows: readonly ServicePageRow[]): RelatedIndex {
  return {
    idBySlug: new Map(rows.map((row) => [row.slug, row.id])),
    slugById: new Map(rows.map((row) => [row.id, row.slug])),
  };
}

// jsonb columns arrive as arrays from PostgREST, but older rows or other tools may hold JSON text.
function jsonArray(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value !== 'string') return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const records = (value: unknown): Record<string, unknown>[] =>
  jsonArray(value).filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null);

function strings(value: unknown): string[] {
  return jsonArray(value).filter((item): item is string => typeof item === 'string' && item.trim() !== '');
}

function benefits(value: unknown): ServicePageBenefit[] {
  return records(value)
    .map((item) => ({ title: text(item.title), description: text(item.description), icon: text(item.icon) }))
    .filter((item) => item.title !== '' || item.description !== '');
}

function steps(value: unknown): ServicePageStep[] {
  return records(value)
    .map((item, index) => {
      const step = Number(item.step);
      return {
        step: Number.isInteger(step) && step > 0 ? step : index + 1,
        title: text(item.title),
        description: text(item.description),
      };
    })
    .filter((item) => item.title !== '' || item.description !== '');
}

function faqs(value: unknown): ServicePageFaq[] {
  return records(value)
    .map((item) => ({ question: text(item.question), answer: text(item.answer) }))
    .filter((item) => item.question !== '' && item.answer !== '');
}

function socialShareImage(url: string | null | undefined, title: string): ServicePageImage | undefined {
  if (typeof url !== 'string' || url.trim() === '') return undefined;
  return { url, alt: title, width: SOCIAL_IMAGE_WIDTH, height: SOCIAL_IMAGE_HEIGHT };
}

// related_services may hold slugs (this project's schema) or ids; each is resolved through
// `index` when the other rows are known, and otherwise kept as stored.
function related(row: ServicePageRow, index?: RelatedIndex): Pick<ServicePage, 'relatedServices' | 'relatedServiceSlugs'> {
  const refs = strings(row.related_services).filter((ref) => ref !== row.slug && ref !== row.id);
  const relatedServices = refs.map((ref) => index?.idBySlug.get(ref) ?? ref);
  const relatedServiceSlugs = refs
    .map((ref) => index?.slugById.get(ref) ?? (UUID_PATTERN.test(ref) ? undefined : ref))
    .filter((slug): slug is string => slug !== undefined);
  return { relatedServices, relatedServiceSlugs };
}

/** A database row as a ServicePage; `index` (from the full list) turns related slugs into ids. */
export function rowToServicePage(row: ServicePageRow, index?: RelatedIndex): ServicePage {
  const title = text(row.title);
  const publishedAt = text(row.created_at);
  const image = socialShareImage(row.social_share_image_url, title);
  return {
    _id: String(row.id),
    _type: 'servicePage',
    title,
    subtitle: text(row.subtitle),
    slug: text(row.slug),
    businessPainPoint: text(row.business_pain_point),
    ascSolution: text(row.asc_solution),
    keyFeatures: strings(row.key_features),
    heroIcon: text(row.hero_icon),
    ...(image && { socialShareImage: image }),
    aeoFaqSection: faqs(row.aeo_faq_section),
    benefits: benefits(row.benefits),
    howItWorks: steps(row.how_it_works),
    ...related(row, index),
    publishedAt,
    updatedAt: text(row.updated_at) || publishedAt,
  };
}

/** A catalogue entry as a ServicePage (`static-<slug>` ids, published 2025-01-15). */
export function contentToServicePage(content: ServiceContent): ServicePage {
  return {
    _id: staticServiceId(content.slug),
    _type: 'servicePage',
    title: content.title,
    subtitle: content.subtitle,
    slug: content.slug,
    businessPainPoint: content.businessPainPoint,
    ascSolution: content.ascSolution,
    keyFeatures: [...content.keyFeatures],
    heroIcon: content.heroIcon,
    socialShareImage: socialShareImage(staticServiceImageUrl(content.slug), content.title),
    aeoFaqSection: content.aeoFaqSection.map((faq) => ({ ...faq })),
    benefits: content.benefits.map((benefit) => ({ ...benefit })),
    howItWorks: content.howItWorks.map((step) => ({ ...step })),
    relatedServices: content.relatedServices.map(staticServiceId),
    relatedServiceSlugs: [...content.relatedServices],
    publishedAt: STATIC_SERVICE_PUBLISHED_AT,
    updatedAt: content.updated ?? STATIC_SERVICE_PUBLISHED_AT,
  };
}

const FIRST_CREATED_AT = Date.parse(`${STATIC_SERVICE_PUBLISHED_AT}T09:00:00Z`);

/** A catalogue entry as a service_pages row; `position` spaces created_at a minute apart to keep list order. @public (scripts/generate-backend-content.mjs reads it through Vite) */
export function contentToRow(content: ServiceContent, position: number): ServicePageInsert {
  const createdAt = new Date(FIRST_CREATED_AT + position * 60_000).toISOString();
  return {
    slug: content.slug,
    title: content.title,
    subtitle: content.subtitle,
    business_pain_point: content.businessPainPoint,
    asc_solution: content.ascSolution,
    key_features: content.keyFeatures,
    benefits: content.benefits,
    how_it_works: content.howItWorks,
    hero_icon: content.heroIcon,
    social_share_image_url: staticServiceImageUrl(content.slug),
    aeo_faq_section: content.aeoFaqSection,
    related_services: content.relatedServices,
    created_at: createdAt,
    updated_at: createdAt,
  };
}
