/** The chat function's answers (the local backend, a model stand-in behind it), as the visitor would see them. */
import { randomUUID } from 'node:crypto';
import type { LocalBackend } from '../../scripts/local-backend/backend.mjs';
import type { ChatLink } from '../../src/features/chat/chat-types';
import { callFunction } from '../integration/support/function-client';
import type { ShownAnswer } from './eval-score';

// supabase/functions/ai-chatbot/grounded-prompt.ts: the function's answer to a question the site does not cover.
const NOT_COVERED =
  "Our site doesn't cover that question, so I can't answer it reliably. A strategist can: call us or send a note through /contact, and we reply within 24 hours.";

/** What the function answered: the shown answer, and the raw body for the report. */
export interface OnlineAnswer extends ShownAnswer {
  body: Record<string, unknown>;
}

async function ask(backend: LocalBackend, question: string, index: number): Promise<OnlineAnswer> {
  const answer = await callFunction(backend, 'ai-chatbot', {
    body: { message: question, sessionId: `eval_${index}_${randomUUID().slice(0, 8)}`, clientRecordId: randomUUID() },
  });
  const { body } = answer;
  // Not success: the site shows its offline answer instead; for the online path that is no answer.
  if (answer.status !== 200 || body.success !== true) return { text: '', links: [], refused: true, body };
  const text = String(body.response ?? '');
  const links = (Array.isArray(body.sources) ? body.sources : []) as ChatLink[];
  // The function marks an answer that cites nothing (and is not small talk) as uncertain, and offers the team.
  return { text, links, refused: text === NOT_COVERED || body.uncertain === true, body };
}

/** Asks every question, a few at a time, each in a session of its own. */
export async function onlineAnswers(backend: LocalBackend, questions: readonly string[], parallel = 4): Promise<OnlineAnswer[]> {
  const answers: OnlineAnswer[] = new Array(questions.length);
  let next = 0;
  const worker = async () => {
    while (next < questions.length) {
      const at = next++;
      answers[at] = await ask(backend, questions[at], at);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return answers;
}
