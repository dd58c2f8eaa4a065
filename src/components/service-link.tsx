/** A link to one service's page, by slug. */
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';

export function ServiceLink({ slug, className, children, 'aria-label': ariaLabel }: { slug: string; className?: string; children: ReactNode; 'aria-label'?: string }) {
  return (
    <Link to="/services/$serviceSlug" params={{ serviceSlug: slug }} aria-label={ariaLabel} className={className}>
      {children}
    </Link>
  );
}
