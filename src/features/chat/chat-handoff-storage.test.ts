import { describe, expect, it } from 'vitest';
import { CHAT_HANDOFF_KEY, NO_HANDOFF, loadHandoffDraft, saveHandoffDraft, type HandoffDraft } from './chat-handoff-storage';

const memory = () => {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
};

describe('the handoff draft kept for the visit', () => {
  it('comes back as it was stored: open, what was typed, and the last result', () => {
    const storage = memory();
    const draft: HandoffDraft = { open: true, values: { name: 'Jane', email: 'jane@acme', phone: '' }, sent: { outcome: 'queued', visitorMessages: 2 } };
    saveHandoffDraft(storage, draft);
    expect(loadHandoffDraft(storage)).toEqual(draft);
  });

  it('reads what it can of a damaged draft and leaves out the rest', () => {
    const storage = memory();
    storage.setItem(CHAT_HANDOFF_KEY, JSON.stringify({ open: 'yes', values: { name: 'Jane', email: 3 }, sent: { outcome: 'rejected', visitorMessages: 1 } }));
    expect(loadHandoffDraft(storage)).toEqual({ open: false, values: { name: 'Jane', email: '', phone: '' } });
  });

  it('is empty without storage, without a draft, or with one that is not JSON; a refused write is ignored', () => {
    expect(loadHandoffDraft(null)).toEqual(NO_HANDOFF);
    expect(loadHandoffDraft(memory())).toEqual(NO_HANDOFF);
    const broken = memory();
    broken.setItem(CHAT_HANDOFF_KEY, '{"open":');
    expect(loadHandoffDraft(broken)).toEqual(NO_HANDOFF);
    const full = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(() => saveHandoffDraft(full, NO_HANDOFF)).not.toThrow();
  });
});
