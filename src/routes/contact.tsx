import { createFileRoute } from '@tanstack/react-router';
import { staticPages } from '../content/static-pages';
import { StaticPageHero } from '../components/static-page-hero';
import { ContactPage } from '../features/contact/contact-page';
import { newsletterSignup } from '../features/newsletter/newsletter-signup-island';
import { Island } from '../components/island';
import { contactPageHead } from '../features/contact/contact-page-head';

export const Route = createFileRoute('/contact')({
  head: () => contactPageHead(),
  component: () => (
    <>
      <StaticPageHero page={staticPages.contact} />
      <ContactPage
        newsletter={
          <Island of={newsletterSignup} props={{ variant: 'full', headingLevel: 3 }} />
        }
      />
    </>
  ),
});
