// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { overrideBackendEnvironment } from '../../outbox/page/backend-config';
import { resetOutboxSync } from '../../outbox/page/outbox-sync';
import { tableFor } from '../../outbox/database';
import { freshOutbox } from '../../../tests/support/outbox-test-support';
import { CHAT_SESSION_KEY } from '../../lib/chat-session-key';
import { LazyChatWidget } from './chat-widget';
import { chatWidgetText } from './chat-widget-text';
import { fallbackReply } from './fallback/fallback-engine';
import { renderInRouter } from '../../../tests/support/chat-test-support';

afterEach(() => {
  cleanup();
  resetOutboxSync();
  overrideBackendEnvironment({});
  sessionStorage.clear();
});

describe('LazyChatWidget with its real collaborators and no backend', () => {
  it('loads the panel on open, answers from the fallback and keeps the turn pending in the page outbox', async () => {
    const db = freshOutbox();
    resetOutboxSync({ db });
    overrideBackendEnvironment({ config: null, serverRender: false });
    await renderInRouter(<LazyChatWidget />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: chatWidgetText.launcher })));
    const dialog = await screen.findByRole('dialog', { name: chatWidgetText.title });
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('textbox')));

    const box = within(dialog).getByRole('textbox');
    fireEvent.change(box, { target: { value: 'What is AEO/GEO?' } });
    await act(async () => fireEvent.keyDown(box, { key: 'Enter' }));
    const expected = fallbackReply('What is AEO/GEO?').response;
    const replies = () => [...dialog.querySelectorAll('[data-message-role="assistant"] p')].map((p) => p.textContent);
    await waitFor(() => expect(replies()).toContain(expected), { timeout: 3000 });

    const stored = JSON.parse(sessionStorage.getItem(CHAT_SESSION_KEY)!) as { messages: Array<{ text: string }> };
    expect(stored.messages.slice(1, 3).map((m) => m.text)).toEqual(['What is AEO/GEO?', expected]);
    await waitFor(async () => {
      const [record] = await tableFor(db, 'conversation').toArray();
      expect(record).toMatchObject({ userMessage: 'What is AEO/GEO?', aiResponse: expected, provider: 'fallback', status: 'pending' });
    });
    await db.delete();
  });
});
