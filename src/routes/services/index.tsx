import { createFileRoute, Link } from '@tanstack/react-router';
import { staticPages } from '../../content/static-pages';
import { staticPageHead } from '../../seo/static-page-head';
import { StaticPageHero } from '../../components/static-page-hero';

export const Route = createFileRoute('/services/')({
  head: () => staticPageHead(staticPages.services),
  component: ServicesPage,
});

function ServicesPage() {
  return (
    <StaticPageHero page={staticPages.services}>
      <Link to="/contact" className="btn-gold">
        Start Your Transformation
      </Link>
      <Link to="/authority-hub" className="btn-outline-light">
        Explore Authority Hub
      </Link>
    </StaticPageHero>
  );
}
