/**
 * What the visitor typed into the form for the team, whether it is open, and the last sending's result,
 * kept for the visit in sessionStorage beside the conversation, so a reload or another page loses none
 * of it. Errors are ignored (docs/product/records.md).
 */
import type { ChatStorage } from './chat-session-storage';

/** What the visitor types into the chat's form for the team. */
export interface HandoffValues {
  name: string;
  email: string;
  phone: string;
}

/** The chat's form before anything is typed. */
export const EMPTY_HANDOFF: HandoffValues = { name: '', email: '', phone: '' };

/** The sessionStorage key of the form for the team. */
export const CHAT_HANDOFF_KEY = 'asc_chat_handoff';

/** The form's state for the visit; `sent` says the conversation was sent (or kept to send) after the visitor's `visitorMessages`-th message. */
export interface HandoffDraft {
  open: boolean;
  values: HandoffValues;
  sent?: { outcome: 'delivered' | 'queued'; visitorMessages: number };
}

/** No form open, nothing typed, nothing sent. */
export const NO_HANDOFF: HandoffDraft = { open: false, values: EMPTY_HANDOFF };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The stored state, or NO_HANDOFF when there is none or it cannot be read. */
export function loadHandoffDraft(storage: ChatStorage | null): HandoffDraft {
  try {
    const raw = storage?.getItem(CHAT_HANDOFF_KEY);
    if (raw == null) return NO_HANDOFF;
    const stored = JSON.parse(raw) as { open?: unknown; values?: Record<string, unknown>; sent?: Record<string, unknown> } | null;
    const values = stored?.values ?? {};
    const sent = stored?.sent;
    const outcome = sent?.outcome === 'delivered' || sent?.outcome === 'queued' ? sent.outcome : undefined;
    return {
      open: stored?.open === true,
      values: { name: text(values.name), email: text(values.email), phone: text(values.phone) },
      ...(outcome && typeof sent?.visitorMessages === 'number' ? { sent: { outcome, visitorMessages: sent.visitorMessages } } : {}),
    };
  } catch {
    return NO_HANDOFF;
  }
}

/** Stores the state for the visit. */
export function saveHandoffDraft(storage: ChatStorage | null, draft: HandoffDraft): void {
  try {
    storage?.setItem(CHAT_HANDOFF_KEY, JSON.stringify(draft));
  } catch {
    // A full or refused storage only loses the draft on reload; the form still holds it.
  }
}
