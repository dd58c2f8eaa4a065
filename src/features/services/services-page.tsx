/** The /services page: hero, Service Portfolio, the three category blocks and the closing call to action. */
import { ActionLinks } from '../../components/action-links';
import { staticPages } from '../../content/static-pages';
import { StaticPageHero } from '../../components/static-page-hero';
import { ServiceCategories } from './service-categories';
import { ServicePortfolio } from './service-portfolio';
import { ServicesCallToAction } from './services-call-to-action';
import { servicesListCopy } from './services-copy';
import { pageServiceListSource, useServiceList, type ServiceListSource } from './use-service-list';

export function ServicesPage({ source = pageServiceListSource }: { source?: ServiceListSource }) {
  const state = useServiceList(source);
  const { hero, closing } = servicesListCopy;
  return (
    <>
      <StaticPageHero page={staticPages.services}>
        <ActionLinks primary={hero.primary} secondary={hero.secondary} arrow={false} />
      </StaticPageHero>
      <ServicePortfolio state={state} />
      <ServiceCategories />
      <ServicesCallToAction id="services-closing" copy={closing} />
    </>
  );
}
