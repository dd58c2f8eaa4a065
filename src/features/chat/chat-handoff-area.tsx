/**
 * The end of the conversation's scroll area: the form for the team once opened (its code fetched on
 * demand) and the result of sending it, in SPEC's contact words, in a live region that is always there.
 */
import { useEffect, useState, type ComponentType } from 'react';
import { contactFieldTexts } from '../../components/contact-field-texts';
import { SubmissionResult } from '../../components/submission-result';
import type { ChatHandoffFormProps } from './chat-handoff-form';
import { chatHandoffText } from './chat-handoff-text';
import type { ChatSession } from './chat-types';
import type { ChatHandoff } from './use-chat-handoff';

const NOTE = 'mt-4 text-sm font-semibold text-navy-800';

type FormCode = { Form: ComponentType<ChatHandoffFormProps> } | 'failed';

let formModule: Promise<FormCode> | undefined;

// One fetch for the preload and the open; a failed one is tried again on the next open.
function loadForm(): Promise<FormCode> {
  formModule ??= import('./chat-handoff-form').then(
    (module) => ({ Form: module.ChatHandoffForm }),
    (): FormCode => {
      formModule = undefined;
      return 'failed';
    },
  );
  return formModule;
}

// The form's code once fetched, and a way to fetch it again after a failure (offline before it ever was).
function useFormCode(open: boolean): [FormCode | null, () => void] {
  const [code, setCode] = useState<FormCode | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!open) return;
    let current = true;
    void loadForm().then((loaded) => current && setCode(loaded));
    return () => {
      current = false;
    };
  }, [open, attempt]);
  const retry = () => {
    setCode(null);
    setAttempt((count) => count + 1);
  };
  return [code, retry];
}

/** Fetches the form's code ahead of the tap on the offer. */
export const preloadHandoffForm = () => void loadForm();

const BOX = 'mt-4 flex items-start gap-3 rounded-xl border border-emerald-600/40 bg-emerald-50 px-3.5 py-3 text-emerald-900';

/** The form while open, then the result, shown until the visitor writes again. */
export function ChatHandoffArea({ handoff, session }: { handoff: ChatHandoff; session: ChatSession | null }) {
  const { draft, sentOutcome } = handoff;
  const [code, retry] = useFormCode(draft.open);
  const outcome = sentOutcome === 'delivered' ? { type: 'delivered' as const } : sentOutcome === 'queued' ? { type: 'queued' as const, reason: 'offline' as const, message: '' } : undefined;
  return (
    <>
      {draft.open && session && code === null && <p className={NOTE}>{chatHandoffText.loading}</p>}
      {draft.open && session && code === 'failed' && (
        <div role="alert" className={NOTE}>
          <p>{chatHandoffText.unavailable}</p>
          <button type="button" onClick={retry} className="mt-2 min-h-11 rounded-lg border border-navy-800/25 px-4 text-navy-900 hover:bg-navy-50">
            {chatHandoffText.retry}
          </button>
        </div>
      )}
      {draft.open && session && code !== null && code !== 'failed' && (
        <code.Form
          values={draft.values}
          onChange={handoff.setValue}
          session={session}
          focusFirst={handoff.focusForm}
          onCancel={handoff.close}
          onSettled={handoff.settle}
        />
      )}
      <SubmissionResult
        outcome={outcome}
        words={contactFieldTexts.results}
        resultRef={handoff.statusRef}
        testId="chat-handoff-result"
        boxClass={() => BOX}
        iconClass={() => 'text-emerald-700'}
      >
        {(_tone, text) => <p className="text-sm leading-6 font-semibold">{text}</p>}
      </SubmissionResult>
    </>
  );
}
