/** The list of a long text's sections beside it on wide screens ("In this article", "On this page"): server-rendered, links to the headings' anchors. */

interface SectionLink {
  id: string;
  text: string;
}

/** Fewer than three sections need no list. */
const MIN_LISTED_SECTIONS = 3;

export function SectionContents({ label, sections }: { label: string; sections: SectionLink[] }) {
  if (sections.length < MIN_LISTED_SECTIONS) return null;
  return (
    <aside className="hidden lg:block">
      {/* A list taller than the screen left below the top offset (a laptop's 720 px, a guide's twelve
          long titles) scrolls inside itself, and ends above the chat launcher's corner; the padding
          keeps its links' focus rings inside the scrolling box. */}
      <nav aria-label={label} className="sticky top-28 max-h-[calc(100dvh-13rem)] overflow-y-auto border-l border-navy-100 py-2 pr-2 pl-5">
        <p className="text-sm font-semibold tracking-wider text-navy-900 uppercase">{label}</p>
        <ul className="section-contents mt-4 space-y-3 text-sm">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="relative block text-muted hover:text-accent-700">
                {section.text}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}
