/** The three static category blocks of /services: Foundation, Optimization and Intelligence, each with linked services. */
import { ArrowRight, BrainCircuit, Gauge, Layers, type LucideIcon } from 'lucide-react';
import { findServiceSummary } from '../../content/services/service-summaries';
import { HeadedSection } from '../../components/section-heading';
import { servicesListCopy, type ServiceCategoryCopy } from './services-copy';
import { ServiceLink } from '../../components/service-link';

const CATEGORY_ICONS: Record<ServiceCategoryCopy['id'], LucideIcon> = {
  foundation: Layers,
  optimization: Gauge,
  intelligence: BrainCircuit,
};

function CategoryBlock({ category, index }: { category: ServiceCategoryCopy; index: number }) {
  const Icon = CATEGORY_ICONS[category.id];
  const services = category.serviceSlugs.flatMap((slug) => findServiceSummary(slug) ?? []);
  const headingId = `service-category-${category.id}`;
  return (
    <li data-testid="service-category" className="flex flex-col rounded-2xl border border-navy-100 bg-white p-7 shadow-sm">
      <div className="flex items-center justify-between">
        <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-navy-900 text-gold-300">
          <Icon aria-hidden="true" className="h-6 w-6" />
        </span>
        <span aria-hidden="true" className="text-sm font-semibold text-muted tabular-nums">
          {String(index + 1).padStart(2, '0')}
        </span>
      </div>
      <h3 id={headingId} className="mt-5 text-xl font-semibold text-navy-900">
        {category.title}
      </h3>
      <p className="mt-2 leading-7 text-muted">{category.description}</p>
      <ul aria-label={servicesListCopy.categories.serviceListLabel(category.title)} className="mt-6 space-y-1 border-t border-navy-100 pt-4">
        {services.map((service) => (
          <li key={service.slug}>
            <ServiceLink
              slug={service.slug}
              className="group flex min-h-11 items-center justify-between gap-3 rounded-lg px-2 py-2 font-semibold text-navy-900 hover:bg-navy-50 hover:text-accent-700"
            >
              {service.title}
              <ArrowRight aria-hidden="true" className="h-4 w-4 shrink-0 text-accent-600 transition-transform group-hover:translate-x-0.5" />
            </ServiceLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

export function ServiceCategories() {
  const { eyebrow, title, intro, items } = servicesListCopy.categories;
  return (
    <HeadedSection id="service-categories" className="py-20 sm:py-24" eyebrow={eyebrow} title={title} intro={intro}>
      <ol className="mt-12 grid gap-6 lg:grid-cols-3">
        {items.map((category, i) => (
          <CategoryBlock key={category.id} category={category} index={i} />
        ))}
      </ol>
    </HeadedSection>
  );
}
