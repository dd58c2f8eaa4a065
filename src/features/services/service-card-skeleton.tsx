/** A loading placeholder the size of a service card. */
export function ServiceCardSkeleton() {
  return (
    <div data-testid="service-card-placeholder" aria-hidden="true" className="h-full rounded-2xl border border-navy-100 bg-white p-6">
      <div className="h-12 w-12 rounded-xl bg-navy-100 motion-safe:animate-pulse" />
      <div className="mt-5 h-5 w-2/3 rounded bg-navy-100 motion-safe:animate-pulse" />
      <div className="mt-4 space-y-2">
        <div className="h-4 rounded bg-navy-50 motion-safe:animate-pulse" />
        <div className="h-4 w-5/6 rounded bg-navy-50 motion-safe:animate-pulse" />
        <div className="h-4 w-3/5 rounded bg-navy-50 motion-safe:animate-pulse" />
      </div>
      <div className="mt-6 h-4 w-24 rounded bg-accent-100 motion-safe:animate-pulse" />
    </div>
  );
}
