/**
 * The one place that knows the router's own markup: the inline scripts it writes into a rendered page
 * (its hydration data and its scroll restorer), which read and set state only the client router uses.
 * An islands page loads no router, and the browser restores its scroll. router-scripts.test.tsx renders
 * a page with the installed router and fails when its output changes.
 */

// Each of the router's scripts carries one of these marks: its stream's data ($_TSR), the stream's
// boundary, or the history key the scroll restorer reads (__TSR_key).
const ROUTER_SCRIPT = /<script\b[^>]*>(?:(?!<\/script>)[\s\S])*?(?:\$_TSR|\$tsr-stream-boundary|__TSR_key)(?:(?!<\/script>)[\s\S])*<\/script>/g;

/** The router's rendering of a page without the router's own scripts; the page's other scripts stay. */
export function withoutRouterScripts(html: string): string {
  return html.replace(ROUTER_SCRIPT, '');
}
