/** A service's page in SPEC's order: hero, The Challenge, Our Solution, Key Features, Key Benefits and How It Works when present, FAQs, related services, closing call to action. */
import type { ServicePage } from '../../backend/service-page';
import { RelatedServices } from './related-services';
import { ServiceBenefits } from './service-benefits';
import { ServiceDetailHero } from './service-detail-hero';
import { ServiceFaq } from './service-faq';
import { ServiceKeyFeatures } from './service-key-features';
import { ServiceOverview } from './service-overview';
import { ServiceSteps } from './service-steps';
import { ServicesCallToAction } from './services-call-to-action';
import { serviceDetailCopy } from './services-copy';
import { NEAR_SCREEN_SECTIONS } from '../../lib/render-deferred-blocks';

export function ServiceDetail({ service }: { service: ServicePage }) {
  return (
    <article data-testid="service-detail" data-slug={service.slug}>
      <ServiceDetailHero service={service} />
      <div className={NEAR_SCREEN_SECTIONS}>
        <ServiceOverview service={service} />
        {service.keyFeatures.length > 0 ? <ServiceKeyFeatures features={service.keyFeatures} /> : null}
        {service.benefits.length > 0 ? <ServiceBenefits benefits={service.benefits} /> : null}
        {service.howItWorks.length > 0 ? <ServiceSteps steps={service.howItWorks} /> : null}
        {service.aeoFaqSection.length > 0 ? <ServiceFaq faqs={service.aeoFaqSection} /> : null}
        <RelatedServices slugs={service.relatedServiceSlugs} />
        <ServicesCallToAction id="service-closing" copy={serviceDetailCopy.closing(service.title)} />
      </div>
    </article>
  );
}
