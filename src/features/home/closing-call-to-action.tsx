/** Section 6: the closing call to action, to /contact and /authority-hub. */
import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { homeCopy } from './home-copy';

export function ClosingCallToAction() {
  const { title, text, primary, secondary } = homeCopy.closing;
  return (
    <section aria-labelledby="home-closing" className="pt-20 sm:py-28">
      <div className="mx-auto w-full max-w-6xl sm:px-8">
        <div className="on-dark relative overflow-hidden bg-navy-900 px-5 py-12 text-white sm:rounded-3xl sm:px-12 sm:py-16">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(20,163,150,0.3),transparent_60%)]"
          />
          <div className="relative max-w-2xl">
            <h2 id="home-closing" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
              {title}
            </h2>
            <p className="mt-4 text-lg leading-8 text-white/85">{text}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to={primary.to} className="btn-gold">
                {primary.label}
                <ArrowRight aria-hidden="true" className="hidden h-4 w-4 sm:block" />
              </Link>
              <Link to={secondary.to} className="btn-outline-light">
                {secondary.label}
              </Link>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
