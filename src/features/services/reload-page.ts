/** Reloads the page (docs/product/texts.md: the service list's Retry button). */
export function reloadPage(): void {
  window.location.reload();
}
