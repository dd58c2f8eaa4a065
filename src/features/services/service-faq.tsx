/** 'Frequently Asked Questions': each question a native disclosure (<details>), answers present in the HTML for crawlers; a link to #faq-… opens its item (lib/open-target-details). */
import { SiteLink } from '../../components/site-link';
import { ChevronDown } from 'lucide-react';
import type { ServicePageFaq } from '../../backend/service-page';
import { SectionHeading } from '../../components/section-heading';
import { faqAnchor } from '../../lib/faq-anchor';
import { serviceDetailCopy } from './services-copy';

export function ServiceFaq({ faqs }: { faqs: readonly ServicePageFaq[] }) {
  const { faq, faqIntro, faqContact } = serviceDetailCopy.sections;
  return (
    <section aria-labelledby="service-faq" data-section="faq" className="bg-navy-50 py-16 sm:py-20">
      <div className="container-page grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-14">
        <div>
          <SectionHeading id="service-faq" title={faq} intro={faqIntro} />
          <SiteLink to={faqContact.to} className="mt-6 inline-flex min-h-11 items-center font-semibold text-accent-700 underline decoration-accent-500/40 underline-offset-4 hover:decoration-accent-700">
            {faqContact.label}
          </SiteLink>
        </div>
        <div className="divide-y divide-navy-100 self-start rounded-2xl border border-navy-100 bg-white shadow-sm">
          {faqs.map((item) => (
            <details key={item.question} id={faqAnchor(item.question)} data-testid="service-faq-item" className="group">
              <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 px-6 py-5 text-lg font-semibold text-navy-900 hover:text-accent-700 [&::-webkit-details-marker]:hidden">
                {item.question}
                <ChevronDown aria-hidden="true" className="h-5 w-5 shrink-0 text-accent-600 transition-transform group-open:rotate-180" />
              </summary>
              <p className="px-6 pb-6 leading-7 text-ink">{item.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
