import { createFileRoute, Link } from '@tanstack/react-router';
import { staticPages } from '../content/static-pages';
import { staticPageHead } from '../seo/static-page-head';
import { StaticPageHero } from '../components/static-page-hero';

export const Route = createFileRoute('/')({
  head: () => staticPageHead(staticPages.home),
  component: HomePage,
});

function HomePage() {
  return (
    <StaticPageHero page={staticPages.home}>
      <Link to="/contact" className="btn-gold">
        Start Building Authority
      </Link>
      <Link to="/services" className="btn-outline-light">
        Explore Services
      </Link>
    </StaticPageHero>
  );
}
