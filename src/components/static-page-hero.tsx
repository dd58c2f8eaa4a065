/** The hero of a fixed page, from its entry in static-pages. */
import type { ReactNode } from 'react';
import type { StaticPage } from '../content/static-pages';
import { PageHero } from './page-hero';

export function StaticPageHero({ page, children }: { page: StaticPage; children?: ReactNode }) {
  return (
    <PageHero eyebrow={page.eyebrow} title={page.title} intro={page.intro}>
      {children}
    </PageHero>
  );
}
