/**
 * The panel's side of sending the conversation to the team: where the offer shows, the form's state kept
 * for the visit, and where the focus goes (into the form when it opens, back to the offer when it is
 * put away, to the result once sent).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { visitorMessageCount } from '../../lib/chat-conversation';
import type { Outcome } from '../../outbox/records';
import { handoffOfferPlace, type HandoffOfferPlace } from './chat-handoff-offer';
import { EMPTY_HANDOFF, loadHandoffDraft, saveHandoffDraft, type HandoffDraft, type HandoffValues } from './chat-handoff-storage';
import type { ChatStorage } from './chat-session-storage';
import type { ChatMessage } from './chat-types';

/** What the panel renders of the handoff and the handlers it wires. */
export interface ChatHandoff {
  /** Where the offer shows; 'none' while the form is open or its result shown. */
  place: HandoffOfferPlace;
  draft: HandoffDraft;
  /** The result of the last sending, shown until the visitor writes again. */
  sentOutcome: 'delivered' | 'queued' | undefined;
  /** The form was opened by the visitor on this page (not restored by a load): it takes the focus. */
  focusForm: boolean;
  open(): void;
  close(): void;
  setValue(field: keyof HandoffValues, value: string): void;
  /** A sending's outcome: the form closes on a safe one (sent or kept to send); the result takes the focus. */
  settle(outcome: Outcome): void;
  offerRef: (element: HTMLElement | null) => void;
  statusRef: (element: HTMLElement | null) => void;
}

/** The handoff's state for the conversation `messages`, stored for the visit in `storage`. */
export function useChatHandoff(storage: ChatStorage | null, messages: readonly ChatMessage[]): ChatHandoff {
  const [draft, setDraft] = useState<HandoffDraft>(() => loadHandoffDraft(storage));
  const [focusForm, setFocusForm] = useState(false);
  const [focusRequest, setFocusRequest] = useState<{ target: 'offer' | 'status' } | null>(null);
  const offer = useRef<HTMLElement | null>(null);
  const status = useRef<HTMLElement | null>(null);
  const visitorMessages = visitorMessageCount(messages);

  // Every change is stored at once: a link followed in the panel may start a page load before any effect runs.
  const change = useCallback(
    (update: (current: HandoffDraft) => HandoffDraft) =>
      setDraft((current) => {
        const next = update(current);
        saveHandoffDraft(storage, next);
        return next;
      }),
    [storage],
  );

  useEffect(() => {
    if (focusRequest === null) return;
    (focusRequest.target === 'offer' ? offer : status).current?.focus();
  }, [focusRequest]);

  const sentOutcome = draft.sent?.visitorMessages === visitorMessages ? draft.sent.outcome : undefined;
  const place = draft.open || sentOutcome !== undefined ? 'none' : handoffOfferPlace(messages);

  return {
    place,
    draft,
    sentOutcome,
    focusForm,
    open: () => {
      setFocusForm(true);
      change((current) => ({ ...current, open: true }));
    },
    close: () => {
      change((current) => ({ ...current, open: false }));
      setFocusRequest({ target: 'offer' });
    },
    setValue: (field, value) => change((current) => ({ ...current, values: { ...current.values, [field]: value } })),
    settle: (outcome) => {
      if (outcome.type !== 'delivered' && outcome.type !== 'queued') return;
      // Cleared only once safe: delivered, or kept on this device to be sent.
      change(() => ({ open: false, values: EMPTY_HANDOFF, sent: { outcome: outcome.type, visitorMessages } }));
      setFocusRequest({ target: 'status' });
    },
    offerRef: useCallback((element: HTMLElement | null) => {
      offer.current = element;
    }, []),
    statusRef: useCallback((element: HTMLElement | null) => {
      status.current = element;
    }, []),
  };
}
