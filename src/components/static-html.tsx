/**
 * A region only the server renders (a Markdown body, the sections around home's and /services's islands,
 * the footer's directory): no island contains it, so the browser keeps its HTML and no script carries its
 * words. Pass the children as `import.meta.env.SSR && <Content />` so that even the server-side page
 * components' client copies (unit tests render them in jsdom) leave them out.
 */
import type { ReactNode } from 'react';

interface StaticHtmlProps {
  /** unique on its page */
  name: string;
  className?: string;
  /** rendered on the server only */
  children?: ReactNode;
}

export function StaticHtml({ name, className, children }: StaticHtmlProps) {
  return (
    <div data-static-html={name} className={className}>
      {children}
    </div>
  );
}
