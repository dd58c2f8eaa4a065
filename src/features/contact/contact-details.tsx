/** The details column beside the form: how to reach the firm, response time, hours and what to expect. */
import type { ReactNode } from 'react';
import { Clock, Mail, MapPin, Phone, Timer } from 'lucide-react';
import { siteConfig } from '../../content/site-config';
import { contactTexts } from './contact-texts';

const { details: texts } = contactTexts;

function DetailItem({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-white/10 text-accent-300">{icon}</span>
      <div className="min-w-0">
        <p className="text-sm font-semibold tracking-wide text-white/70 uppercase">{label}</p>
        <div className="mt-1 text-base leading-6 text-white">{children}</div>
      </div>
    </li>
  );
}

/** Phone, email, location, response time and hours on a navy card, then the 'What to Expect' steps. */
export function ContactDetails() {
  const { contactInfo } = siteConfig;
  const icon = 'h-5 w-5';
  return (
    <div className="render-near-screen grid gap-6" data-testid="contact-details">
      <div className="on-dark rounded-2xl bg-navy-900 p-6 text-white sm:p-8">
        <h2 className="text-xl font-semibold tracking-tight">{texts.title}</h2>
        <ul className="mt-6 grid gap-6">
          <DetailItem icon={<Phone aria-hidden="true" className={icon} />} label={texts.phone}>
            <a href={`tel:${contactInfo.phoneHref}`} className="font-semibold underline-offset-4 hover:underline">
              {contactInfo.phone}
            </a>
          </DetailItem>
          <DetailItem icon={<Mail aria-hidden="true" className={icon} />} label={texts.email}>
            <a href={`mailto:${contactInfo.email}`} className="font-semibold break-words underline-offset-4 hover:underline">
              {contactInfo.email}
            </a>
          </DetailItem>
          <DetailItem icon={<MapPin aria-hidden="true" className={icon} />} label={texts.location}>
            <address className="not-italic">{contactInfo.address}</address>
          </DetailItem>
          <DetailItem icon={<Timer aria-hidden="true" className={icon} />} label={texts.responseTitle}>
            <ul>
              {texts.response.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </DetailItem>
          <DetailItem icon={<Clock aria-hidden="true" className={icon} />} label={texts.hoursTitle}>
            {texts.hours}
          </DetailItem>
        </ul>
      </div>
      <div className="rounded-2xl border border-navy-100 bg-white p-6 sm:p-8">
        <h2 className="text-xl font-semibold tracking-tight text-navy-900">{texts.expectTitle}</h2>
        <ol className="mt-6 grid gap-5">
          {texts.expect.map((step, index) => (
            <li key={step.title} className="flex gap-4">
              <span
                aria-hidden="true"
                className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-accent-100 text-sm font-semibold text-accent-700"
              >
                {index + 1}
              </span>
              <div>
                <p className="font-semibold text-navy-900">{step.title}</p>
                <p className="mt-1 text-base leading-6 text-muted">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
