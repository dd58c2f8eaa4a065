/** A reply's text with its phone numbers, email addresses and the firm's pages as links; the rest is plain text. */
import { SiteLink } from '../../components/site-link';
import type { ChatSegment } from './chat-links';

const linkClass =
  'font-semibold text-accent-700 underline decoration-accent-700/40 decoration-2 underline-offset-2 hover:decoration-accent-700';

/** Renders segments as React text and elements only: nothing a reply holds can become markup. */
export function ChatRichText({ segments, onInternalLink }: { segments: readonly ChatSegment[]; onInternalLink?: () => void }) {
  return segments.map((segment, i) => {
    if (segment.kind === 'text') return segment.text;
    return segment.internal ? (
      <SiteLink key={i} to={segment.href} className={linkClass} onClick={onInternalLink}>
        {segment.text}
      </SiteLink>
    ) : (
      <a key={i} href={segment.href} className={linkClass}>
        {segment.text}
      </a>
    );
  });
}
