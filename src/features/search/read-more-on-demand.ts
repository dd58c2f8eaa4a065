/** The chat's "Read more" lookup as src/islands passes it to the chat: the lookup and the search engine load on the first fallback reply, never with the page. */
export function readMoreOnDemand(message: string): Promise<Array<{ title: string; url: string }>> {
  return import('./read-more-links').then((module) => module.readMoreLinks(message));
}
