/** The /services page: hero, Service Portfolio, the three category blocks and the closing call to action. */
import { ActionLinks } from '../../components/action-links';
import { staticPages } from '../../content/static-pages';
import { StaticHtml } from '../../components/static-html';
import { Island } from '../../components/island';
import { StaticPageHero } from '../../components/static-page-hero';
import { ServiceCategories } from './service-categories';
import { servicePortfolio } from './service-portfolio-island';
import { ServicesCallToAction } from './services-call-to-action';
import { servicesListCopy } from './services-copy';
import type { ServiceListSource } from './use-service-list';
import { NEAR_SCREEN_SECTIONS } from '../../lib/render-deferred-blocks';

/**
 * Only the portfolio is React's on the client (it may come from the backend): the page's island. The
 * hero, the category blocks and the closing are rendered on the server only and the browser keeps their
 * prerendered HTML (StaticHtml).
 */
export function ServicesPage({ source }: { source?: ServiceListSource }) {
  return (
    <>
      <StaticHtml name="services-hero">
        {import.meta.env.SSR && (
          <StaticPageHero page={staticPages.services}>
            <ActionLinks primary={servicesListCopy.hero.primary} secondary={servicesListCopy.hero.secondary} arrow={false} />
          </StaticPageHero>
        )}
      </StaticHtml>
      <Island of={servicePortfolio} props={{ source }} />
      <StaticHtml name="services-closing" className={NEAR_SCREEN_SECTIONS}>
        {import.meta.env.SSR && (
          <>
            <ServiceCategories />
            <ServicesCallToAction id="services-closing" copy={servicesListCopy.closing} />
          </>
        )}
      </StaticHtml>
    </>
  );
}
