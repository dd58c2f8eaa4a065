/** Section 3: the heading and introduction around the service ecosystem map, which the route passes in. */
import type { ReactNode } from 'react';
import { homeEcosystemCopy } from './home-copy';
import { HeadedSection } from '../../components/section-heading';

export function EcosystemSection({ children }: { children: ReactNode }) {
  return (
    <HeadedSection id="home-ecosystem" className="border-y border-navy-100 bg-navy-50 py-20 sm:py-28" {...homeEcosystemCopy}>
      <div className="mt-12">{children}</div>
    </HeadedSection>
  );
}
