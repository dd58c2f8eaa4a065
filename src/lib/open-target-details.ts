/**
 * A link to one item of a collapsed list (an FAQ's <details>) lands on it opened: the address's #fragment
 * names the item, or an element inside it. Chromium opens a closed <details> around the target on its
 * own, but not one that is itself the target, and not every browser does either.
 */

/** The element the address's fragment names, if any. */
function fragmentTarget(): Element | null {
  let id = window.location.hash.slice(1);
  if (id === '') return null;
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape: look the fragment up as written.
  }
  return document.getElementById(id);
}

/** Opens the <details> the fragment names (or lies in) now, and again at each change of the fragment. */
export function openTargetDetails(): void {
  const open = () => {
    const details = fragmentTarget()?.closest('details');
    if (details && !details.open) details.open = true;
  };
  open();
  window.addEventListener('hashchange', open);
}
