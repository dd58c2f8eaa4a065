/** The home page's H2s, in SPEC's order (docs/product/routes.md, Home). */
export const HOME_SECTION_HEADINGS = [
  'Lead generation through AI authority',
  'How our services strengthen each other',
  'Four business challenges we solve',
  'Two engines behind the results',
  'Find out where AI engines place you today',
];
