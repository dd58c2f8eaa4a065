import { createFileRoute } from '@tanstack/react-router';
import { staticPages } from '../content/static-pages';
import { StaticPageHero } from '../components/static-page-hero';
import { ContactPage } from '../features/contact/contact-page';
import { NewsletterSignup } from '../features/newsletter/newsletter-signup';

export const Route = createFileRoute('/contact')({
  head: () => import('../features/contact/contact-page-head').then(({ contactPageHead }) => contactPageHead()),
  component: () => (
    <>
      <StaticPageHero page={staticPages.contact} />
      <ContactPage newsletter={<NewsletterSignup variant="full" headingLevel={3} />} />
    </>
  ),
});
