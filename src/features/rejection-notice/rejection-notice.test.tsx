// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { resetOutboxSync } from '../../outbox/page/outbox-sync';
import type { OutboxDb } from '../../outbox/database';
import { untoldRejections } from '../../outbox/queries';
import { applyOutcome, enqueue } from '../../outbox/store';
import { freshOutbox } from '../../../tests/support/outbox-test-support';
import { RejectionNotice } from './rejection-notice';

// The test's outbox has its own name; whether the device holds one is the stub's answer.
const presence = vi.hoisted(() => ({ mayHold: true }));
vi.mock('../../outbox/page/outbox-presence', () => ({ outboxMayHoldRecords: async () => presence.mayHold }));

let db: OutboxDb;

beforeEach(() => {
  presence.mayHold = true;
  db = freshOutbox();
  resetOutboxSync({ db });
  // The notice waits for an idle moment; in the test that moment is now.
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback, 0));
});

afterEach(async () => {
  cleanup();
  resetOutboxSync();
  vi.unstubAllGlobals();
  await db.delete();
});

async function refused() {
  const at = (hour: number) => ({ now: new Date(Date.UTC(2025, 9, 31, hour, 5)) });
  const contact = await enqueue(db, 'contact', { name: 'Jane Doe', email: 'jane@example', message: 'Please call me.' }, at(13));
  await applyOutcome(db, 'contact', contact.id, { type: 'rejected', message: 'Please enter a valid email address.' });
  const signup = await enqueue(db, 'newsletter', { firstName: 'Ann', lastName: 'Lee', email: 'ann@example', optedIn: true }, at(14));
  await applyOutcome(db, 'newsletter', signup.id, { type: 'rejected', message: '' });
  const turn = await enqueue(db, 'conversation', { sessionId: 's1', userMessage: 'Hi', aiResponse: 'Hello', provider: 'fallback' }, at(15));
  await applyOutcome(db, 'conversation', turn.id, { type: 'rejected', message: 'Message is required.' });
  const told = await enqueue(db, 'contact', { name: 'Told', email: 'told@example', message: 'Seen already.' }, at(16));
  await applyOutcome(db, 'contact', told.id, { type: 'rejected', message: 'Shown by the form.' });
  await db.contacts.update(told.id, { visitorTold: true });
  return { contact, signup };
}

describe('RejectionNotice', () => {
  it('renders nothing on the server', () => {
    expect(renderToString(<RejectionNotice />)).toBe('');
  });

  it('renders nothing when nothing was refused', async () => {
    await enqueue(db, 'contact', { name: 'Jane', email: 'jane@example.com', message: 'Waiting.' });
    render(<RejectionNotice timeZone="UTC" />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('rejection-notice')).toBeNull();
  });

  it('does not open the outbox on a device that has none (a first visit)', async () => {
    await refused();
    presence.mayHold = false;
    render(<RejectionNotice timeZone="UTC" />);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByTestId('rejection-notice')).toBeNull();
  });

  it('names each refused submission, its reason and where to correct it, in a status region', async () => {
    const { contact, signup } = await refused();
    render(<RejectionNotice timeZone="UTC" />);
    const notice = await screen.findByTestId('rejection-notice', {}, { timeout: 5000 });
    expect(within(notice).getByRole('heading', { level: 2 }).textContent).toBe('Something you sent earlier was not accepted');
    expect(within(notice).getByRole('status')).toBeTruthy();
    const items = within(notice).getAllByRole('listitem');
    expect(items.map((item) => item.dataset.kind)).toEqual(['contact', 'newsletter', 'conversation']);
    expect(items[0].textContent).toContain('Your message of Oct 31, 1:05 PM. Reason: Please enter a valid email address.');
    expect(items[1].textContent).toContain('Your newsletter signup of Oct 31, 2:05 PM. Reason: no reason was given.');
    expect(items[2].textContent).toContain('Your chat message of Oct 31, 3:05 PM. Reason: Message is required.');
    expect(within(items[0]).getByRole('link', { name: 'Correct and send it again' }).getAttribute('href')).toBe(`/contact?correct=contact:${contact.id}`);
    expect(within(items[1]).getByRole('link', { name: 'Correct your signup' }).getAttribute('href')).toBe(`/contact?correct=newsletter:${signup.id}#contact-newsletter`);
    expect(within(items[2]).getByRole('link', { name: 'Write to us instead' }).getAttribute('href')).toBe('/contact');
    expect(notice.textContent).not.toContain('Seen already');
  });

  it('is shown once: dismissing it notes that the visitor has been told', async () => {
    await refused();
    const { unmount } = render(<RejectionNotice timeZone="UTC" />);
    await screen.findByTestId('rejection-notice');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss this notice' }));
    expect(screen.queryByTestId('rejection-notice')).toBeNull();
    await waitFor(async () => expect(await untoldRejections(db)).toEqual([]));
    unmount();
    render(<RejectionNotice timeZone="UTC" />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('rejection-notice')).toBeNull();
  });
});
