/** Long-form HTML rendered at build time from our own Markdown (raw HTML in the source is dropped). */
export function Prose({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`prose-site ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
