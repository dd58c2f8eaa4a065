/** Reloads the page (SPEC section 8: the service list's Retry button). */
export function reloadPage(): void {
  window.location.reload();
}
