/** The class of a list of a page's sections (components/section-contents.tsx); its CSS and the follower find it by it. */
export const SECTION_LIST_CLASS = 'section-contents';
