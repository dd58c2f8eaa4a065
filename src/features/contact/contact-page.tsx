/** The contact page below its hero: the form beside the details column, then an optional newsletter section. */
import type { ReactNode } from 'react';
import { Island } from '../../components/island';
import { ContactDetails } from './contact-details';
import { contactForm } from './contact-form-island';
import { contactTexts } from './contact-texts';
import { ContactTrust } from './contact-trust';

/** Form and details (stacked on phones); `newsletter` (the route passes the full signup) gets its own section. */
export function ContactPage({ newsletter }: { newsletter?: ReactNode }) {
  const { newsletterSection } = contactTexts;
  return (
    <>
      <div className="bg-navy-50 pb-16 sm:pb-24">
        <div className="container-page grid gap-8 pt-10 sm:pt-14 lg:grid-cols-[minmax(0,1.65fr)_minmax(0,1fr)] lg:items-start lg:gap-10">
          <div className="grid gap-6">
            <Island of={contactForm} />
            <ContactTrust />
          </div>
          <ContactDetails />
        </div>
      </div>
      {newsletter ? (
        <section aria-labelledby="contact-newsletter" className="render-near-screen py-16 sm:py-24">
          <div className="container-page grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)] lg:items-center">
            <div className="max-w-xl">
              <p className="eyebrow">{newsletterSection.eyebrow}</p>
              <h2
                id="contact-newsletter"
                className="mt-3 text-3xl font-bold tracking-tight text-balance text-navy-900 sm:text-4xl"
              >
                {newsletterSection.title}
              </h2>
              <p className="mt-4 text-lg leading-8 text-pretty text-muted">{newsletterSection.text}</p>
            </div>
            {newsletter}
          </div>
        </section>
      ) : null}
    </>
  );
}
