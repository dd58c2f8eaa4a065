/** The anchor of one question of a page's FAQ ('faq-what-is-aeo'): the item's id, and where a search result about it points. */
export function faqAnchor(question: string): string {
  const words = question
    .normalize('NFKD')
    .toLowerCase()
    .match(/[a-z0-9]+/g);
  return `faq-${(words ?? []).join('-')}`;
}
