/**
 * The list of a long text's sections ("In this article", "On this page"): beside the text on wide
 * screens, folded above it on phones. Server-rendered: links to the headings' anchors, no script.
 */
import { ChevronDown } from 'lucide-react';
import { SECTION_LIST_CLASS } from '../lib/section-list';

interface SectionLink {
  id: string;
  text: string;
}

interface SectionContentsProps {
  label: string;
  sections: SectionLink[];
}

/** Fewer than three sections need no list. */
const MIN_LISTED_SECTIONS = 3;

/**
 * The links; the list is a scroll target group, so the section being read is marked (section-contents.css),
 * and kept in sight where the list scrolls inside itself (lib/follow-section-mark.ts).
 */
function SectionList({ sections, className }: { sections: SectionLink[]; className: string }) {
  return (
    <ul className={`${SECTION_LIST_CLASS} ${className}`}>
      {sections.map((section) => (
        <li key={section.id}>
          <a href={`#${section.id}`} className="relative block text-muted hover:text-accent-700">
            {section.text}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Beside the text from 1024 px up: the grid's second column. */
export function SectionContents({ label, sections }: SectionContentsProps) {
  if (sections.length < MIN_LISTED_SECTIONS) return null;
  return (
    <aside className="hidden lg:block">
      {/* A list taller than the screen left below the top offset (a laptop's 720 px, a guide's twelve
          long titles) scrolls inside itself, and ends above the chat launcher's corner; the padding
          keeps its links' focus rings inside the scrolling box. */}
      <nav aria-label={label} className="sticky top-28 max-h-[calc(100dvh-13rem)] overflow-y-auto border-l border-navy-100 py-2 pr-2 pl-5">
        <p className="text-sm font-semibold tracking-wider text-navy-900 uppercase">{label}</p>
        <SectionList sections={sections} className="mt-4 space-y-3 text-sm" />
      </nav>
    </aside>
  );
}

/**
 * Below 1024 px, where there is no column beside the text: the same list folded above it, opened by a
 * tap or the keyboard (a native disclosure, so it works before and without the page's script).
 */
export function FoldedSectionContents({ label, sections }: SectionContentsProps) {
  if (sections.length < MIN_LISTED_SECTIONS) return null;
  return (
    <details className="group mb-10 rounded-xl border border-navy-100 bg-navy-50/60 lg:hidden">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 text-sm font-semibold tracking-wider text-navy-900 uppercase [&::-webkit-details-marker]:hidden">
        {label}
        <ChevronDown aria-hidden="true" className="h-4 w-4 shrink-0 text-accent-700 transition-transform group-open:rotate-180" />
      </summary>
      <nav aria-label={label} className="border-t border-navy-100 px-5 pt-4 pb-5">
        <SectionList sections={sections} className="space-y-3 text-base" />
      </nav>
    </details>
  );
}
