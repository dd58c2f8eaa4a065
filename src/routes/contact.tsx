import { createFileRoute } from '@tanstack/react-router';
import { staticPages } from '../content/static-pages';
import { StaticPageHero } from '../components/static-page-hero';
import { ContactPage } from '../features/contact/contact-page';
import { NewsletterSignup } from '../features/newsletter/newsletter-signup';
import { IslandContainer } from '../components/island-container';
import { contactPageHead } from '../features/contact/contact-page-head';

const fullSignup = { variant: 'full', headingLevel: 3 } as const;

export const Route = createFileRoute('/contact')({
  head: () => contactPageHead(),
  component: () => (
    <>
      <StaticPageHero page={staticPages.contact} />
      <ContactPage
        newsletter={
          <IslandContainer name="newsletter-signup" props={fullSignup}>
            <NewsletterSignup {...fullSignup} />
          </IslandContainer>
        }
      />
    </>
  ),
});
