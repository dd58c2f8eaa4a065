/** The closing call to action of the services pages: a dark panel with a heading, one paragraph and two links. */
import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import type { ServicesCallToActionCopy } from './services-copy';

export function ServicesCallToAction({ id, copy }: { id: string; copy: ServicesCallToActionCopy }) {
  return (
    <section aria-labelledby={id} data-testid="services-call-to-action" className="py-20 sm:py-24">
      <div className="container-page">
        <div className="on-dark relative overflow-hidden rounded-3xl bg-navy-900 px-6 py-12 text-white sm:px-12 sm:py-16">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(20,163,150,0.3),transparent_60%)]"
          />
          <div className="relative max-w-2xl">
            <h2 id={id} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
              {copy.title}
            </h2>
            <p className="mt-4 text-lg leading-8 text-white/85">{copy.text}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to={copy.primary.to} className="btn-gold">
                {copy.primary.label}
                <ArrowRight aria-hidden="true" className="h-4 w-4" />
              </Link>
              <Link to={copy.secondary.to} className="btn-outline-light">
                {copy.secondary.label}
              </Link>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
