/**
 * The chat's "Read more" lookup as the root route passes it to the chat: the lookup and the search
 * engine load on the first fallback reply, never with the page (a dynamic import written in a route
 * file would be preloaded with it, scripts/route-preloads.mjs).
 */
export function readMoreOnDemand(message: string): Promise<Array<{ title: string; url: string }>> {
  return import('./read-more-links').then((module) => module.readMoreLinks(message));
}
