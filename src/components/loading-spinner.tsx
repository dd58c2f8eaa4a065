/** The spinner shown while a lazily loaded page or its data arrives; the header stays solid over it (data-page-loading). */
export function LoadingSpinner({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" data-page-loading="" className="flex min-h-[50vh] flex-col items-center justify-center gap-4 pt-24 pb-16">
      <span
        aria-hidden="true"
        className="h-10 w-10 rounded-full border-4 border-navy-100 border-t-accent-600 motion-safe:animate-spin"
      />
      <p className="text-base font-semibold text-muted">{label}</p>
    </div>
  );
}
