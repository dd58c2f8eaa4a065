/** Loads `to` in place of the page shown, without leaving the page in the history (a redirect). */
export function replacePage(to: string): void {
  window.location.replace(to);
}
