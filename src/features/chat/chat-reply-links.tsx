/** The links under an assistant reply: its "Sources" (a live answer's, or the passage a local answer quotes, with other pages on the question as "Read more"), or "Read more" after a keyword rule's reply; each page's title, and the section's heading under it. */
import { SiteLink } from '../../components/site-link';
import { ArrowRight } from 'lucide-react';
import type { ChatLink, ChatLinks } from './chat-types';

function split(url: string): { to: string; hash?: string } {
  const at = url.indexOf('#');
  return at === -1 ? { to: url } : { to: url.slice(0, at), hash: url.slice(at + 1) };
}

function LinkList({ heading, links, onInternalLink }: { heading: string; links: readonly ChatLink[]; onInternalLink?: () => void }) {
  return (
    <>
      <span aria-hidden="true" className="block text-xs font-semibold tracking-wide text-navy-700 uppercase">
        {heading}
      </span>
      <ul aria-label={heading} className="mt-1 space-y-1">
        {links.map((link) => {
          const { to, hash } = split(link.url);
          return (
            <li key={link.url}>
              <SiteLink to={to} hash={hash} onClick={onInternalLink} className="inline-flex items-start gap-1.5 font-semibold text-accent-700 underline underline-offset-2 hover:text-navy-900">
                <ArrowRight aria-hidden="true" className="mt-1 h-3.5 w-3.5 shrink-0" />
                {link.title}
              </SiteLink>
              {link.section ? <span className="block pl-5 text-xs text-navy-700">{link.section}</span> : null}
            </li>
          );
        })}
      </ul>
    </>
  );
}

export function ChatReplyLinks({ links, onInternalLink }: { links: ChatLinks; onInternalLink?: () => void }) {
  return (
    <div className="mt-2.5 border-t border-navy-100 pt-2">
      <LinkList heading={links.heading} links={links.links} onInternalLink={onInternalLink} />
      {links.further && links.further.length > 0 ? (
        <div className="mt-2">
          <LinkList heading="Read more" links={links.further} onInternalLink={onInternalLink} />
        </div>
      ) : null}
    </div>
  );
}
