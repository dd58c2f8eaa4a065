// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { overrideBackendEnvironment } from '../../outbox/page/backend-config';
import { storedAnswer, stubFetch } from '../../../tests/support/fake-fetch';
import { resetOutboxSync } from '../../outbox/page/outbox-sync';
import { openOutbox, type OutboxDb } from '../../outbox/database';
import { applyOutcome } from '../../outbox/store';
import { enqueueContact, enqueueConversation, enqueueNewsletter, freshOutbox, markDelivered, markRejected } from '../../../tests/support/outbox-test-support';
import { OutboxStatusPage } from './outbox-status-page';


let db: OutboxDb;
let downloads: Array<{ name: string; text: Promise<string>; type: string }>;

beforeEach(() => {
  db = freshOutbox();
  resetOutboxSync({ db });
  overrideBackendEnvironment({ config: null, serverRender: false });
  downloads = [];
  let blob: Blob | undefined;
  URL.createObjectURL = vi.fn((value: Blob) => {
    blob = value;
    return 'blob:test';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ name: this.download, text: blob!.text(), type: blob!.type });
  });
});

afterEach(async () => {
  cleanup();
  resetOutboxSync();
  overrideBackendEnvironment({});
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await db.delete();
});

const renderPage = () => render(<OutboxStatusPage db={db} timeZone="UTC" />);
const countCell = (kind: string, status: string) =>
  screen.getByRole('table').querySelector(`tr[data-kind="${kind}"] td[data-status="${status}"]`)?.textContent;
const records = () => within(screen.getByTestId('outbox-records')).queryAllByRole('listitem');

async function seed() {
  const contact = await enqueueContact(db, { name: 'Jane Doe', email: 'jane.doe@example.com', message: 'Please call me about AEO.' }, { now: new Date('2025-10-31T10:00:00Z') });
  const signup = await enqueueNewsletter(db, { firstName: 'Ann', lastName: 'Lee', email: 'ann.lee@example.org', optedIn: true }, { now: new Date('2025-10-31T11:00:00Z') });
  const turn = await enqueueConversation(db, { sessionId: 'session_9', userMessage: 'What is GEO?', aiResponse: 'Generative engine optimization.', provider: 'fallback' }, { now: new Date('2025-10-31T12:00:00Z') });
  return { contact, signup, turn };
}

describe('OutboxStatusPage', () => {
  it('renders only the shell on the server: the heading and the explanation, no data', () => {
    const html = renderToString(<OutboxStatusPage db={db} />);
    expect(html).toContain('<h1');
    expect(html).toContain('Outbox status');
    expect(html).toContain('stored here first and delivered to the firm');
    expect(html).toContain('Reading the records stored on this device');
    expect(html).not.toContain('<table');
  });

  it('shows counts per kind and the records newest first, with masked emails only', async () => {
    const { contact } = await seed();
    await markRejected(db, 'contact', contact.id, 'Email address is not valid.');
    renderPage();
    await waitFor(() => expect(records()).toHaveLength(3));
    expect(countCell('contact', 'rejected')).toBe('1');
    expect(countCell('contact', 'pending')).toBe('0');
    expect(countCell('newsletter', 'pending')).toBe('1');
    expect(countCell('conversation', 'pending')).toBe('1');
    expect(countCell('all', 'pending')).toBe('2');
    expect(records().map((item) => item.dataset.kind)).toEqual(['conversation', 'newsletter', 'contact']);
    const [turn, signup, rejected] = records();
    expect(turn.textContent).toContain('What is GEO?');
    expect(signup.textContent).toContain('an••••@example.org');
    expect(rejected.textContent).toContain('ja••••@example.com');
    expect(rejected.textContent).toContain('Rejected');
    expect(rejected.textContent).toContain('Last error: Email address is not valid.');
    expect(rejected.textContent).toContain('Oct 31, 2025, 10:00 AM');
    expect(rejected.textContent).toContain('1 attempt');
    expect(document.body.textContent).not.toContain('jane.doe@example.com');
    expect(document.body.textContent).not.toContain('ann.lee@example.org');
  });

  it('updates live when records are added or change state, including through another connection (as the service worker\'s)', async () => {
    renderPage();
    await screen.findByText('Nothing is stored on this device.');
    const { contact } = await seed();
    await waitFor(() => expect(countCell('all', 'pending')).toBe('3'));
    const otherConnection = openOutbox(db.name);
    await markDelivered(otherConnection, 'contact', contact.id);
    await waitFor(() => expect(countCell('contact', 'delivered')).toBe('1'));
    expect(countCell('all', 'pending')).toBe('2');
    expect(records().find((item) => item.dataset.kind === 'contact')?.dataset.status).toBe('delivered');
    otherConnection.close();
  });

  it('says plainly that no backend is configured and disables Sync now', async () => {
    await seed();
    renderPage();
    const notice = await screen.findByTestId('outbox-no-backend');
    expect(notice.textContent).toMatch(/^No backend is configured on this device: records are kept here until /);
    expect((screen.getByRole('button', { name: 'Sync now' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('exports the undelivered records (waiting and refused, never delivered) as JSON and CSV, with full fields and the refusal', async () => {
    const { contact, signup, turn } = await seed();
    await markDelivered(db, 'conversation', turn.id);
    await markRejected(db, 'newsletter', signup.id, 'Please enter a valid email address.');
    renderPage();
    await waitFor(() => expect(countCell('all', 'pending')).toBe('1'));
    await userEvent.click(screen.getByRole('button', { name: 'Export undelivered as JSON' }));
    await userEvent.click(screen.getByRole('button', { name: 'Export undelivered as CSV' }));
    expect(downloads.map((d) => [d.name.replace(/\d{4}-\d\d-\d\dT\d\d-\d\d/, 'STAMP'), d.type])).toEqual([
      ['asc-outbox-undelivered-STAMP.json', 'application/json'],
      ['asc-outbox-undelivered-STAMP.csv', 'text/csv'],
    ]);
    const exported = JSON.parse(await downloads[0].text) as Array<{ kind: string; id: string; email?: string; status: string; lastError?: string }>;
    expect(exported.map((r) => [r.kind, r.id, r.email, r.status, r.lastError])).toEqual([
      ['contact', contact.id, 'jane.doe@example.com', 'pending', undefined],
      ['newsletter', signup.id, 'ann.lee@example.org', 'rejected', 'Please enter a valid email address.'],
    ]);
    const csv = (await downloads[1].text).split('\r\n');
    expect(csv[0].startsWith('kind,id,timestamp,status')).toBe(true);
    expect(csv.slice(1, -1).map((line) => line.split(',').slice(0, 4).join(','))).toEqual([
      `contact,${contact.id},2025-10-31T10:00:00.000Z,pending`,
      `newsletter,${signup.id},2025-10-31T11:00:00.000Z,rejected`,
    ]);
  });

  it('disables the exports when nothing is undelivered', async () => {
    renderPage();
    await screen.findByText('Nothing is stored on this device.');
    expect((screen.getByRole('button', { name: 'Export undelivered as JSON' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Export undelivered as CSV' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('sends a refused record again on request, and shows its new state live', async () => {
    overrideBackendEnvironment({ config: { url: 'https://backend.test', anonKey: 'anon' }, serverRender: false });
    const seen = stubFetch((request) =>
      request.method === 'OPTIONS' ? new Response(null, { status: 204 }) : storedAnswer(request),
    );
    const contact = await enqueueContact(db, { name: 'Jane Doe', email: 'jane.doe@example.com', message: 'Please call me.' });
    await markRejected(db, 'contact', contact.id, 'The server refused this (HTTP 422).');
    renderPage();
    const button = await screen.findByRole('button', { name: 'Send again: Jane Doe' });
    await userEvent.click(button);
    await waitFor(() => expect(countCell('contact', 'delivered')).toBe('1'));
    expect(screen.queryByRole('button', { name: /Send again/ })).toBeNull();
    expect(seen.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([
      { records: [{ name: 'Jane Doe', email: 'jane.doe@example.com', message: 'Please call me.', clientRecordId: contact.id }] },
    ]);
  });

  it('shows a configuration problem (401/403) plainly while records wait because of it', async () => {
    const contact = await enqueueContact(db, { name: 'Jane Doe', email: 'jane.doe@example.com', message: 'Please call me.' });
    await applyOutcome(db, 'contact', contact.id, { type: 'queued', reason: 'configuration', message: 'HTTP 401: Invalid JWT (check the backend address and key this site was built with)' });
    renderPage();
    const alert = await screen.findByTestId('outbox-configuration-error');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toContain('Configuration problem');
    expect(alert.textContent).toContain('HTTP 401: Invalid JWT');
    expect(countCell('contact', 'pending')).toBe('1');
  });

  it('removes delivered records older than 30 days when the page loads', async () => {
    const old = await enqueueContact(db, { name: 'Old', email: 'old@example.com', message: 'Long ago' }, { now: new Date(Date.now() - 45 * 86_400_000) });
    await markDelivered(db, 'contact', old.id, new Date(Date.now() - 40 * 86_400_000));
    const recent = await enqueueContact(db, { name: 'New', email: 'new@example.com', message: 'Today' });
    await markDelivered(db, 'contact', recent.id);
    renderPage();
    await waitFor(() => expect(countCell('contact', 'delivered')).toBe('1'));
    expect(await db.contacts.get(old.id)).toBeUndefined();
    expect(await db.contacts.get(recent.id)).toBeDefined();
  });

  it('Sync now delivers the pending records through the backend and reports what happened', async () => {
    overrideBackendEnvironment({ config: { url: 'https://backend.test', anonKey: 'anon' }, serverRender: false });
    // The page's own loop replays once on load; the backend is down for that one, up for the click.
    let reachable = false;
    const seen = stubFetch((request) => {
      if (!reachable) return new TypeError('Failed to fetch');
      return request.method === 'OPTIONS' ? new Response(null, { status: 204 }) : storedAnswer(request);
    });
    await seed();
    renderPage();
    await waitFor(() => expect(countCell('all', 'pending')).toBe('3'));
    await waitFor(() => expect(seen.length).toBeGreaterThan(0));
    expect(screen.queryByTestId('outbox-no-backend')).toBeNull();
    reachable = true;
    await userEvent.click(screen.getByRole('button', { name: 'Sync now' }));
    await screen.findByText('Delivered 3, refused 0, still waiting 0.');
    await waitFor(() => expect(countCell('all', 'delivered')).toBe('3'));
    expect(countCell('all', 'pending')).toBe('0');
    expect(seen.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual([
      'https://backend.test/functions/v1/contact-form',
      'https://backend.test/functions/v1/newsletter-signup',
      'https://backend.test/functions/v1/ai-chatbot',
    ]);
    expect(seen.filter((r) => r.method === 'POST').every((r) => Array.isArray((r.body as { records?: unknown }).records))).toBe(true);
  });

  it('Sync now says so when the backend cannot be reached, and the records stay pending', async () => {
    overrideBackendEnvironment({ config: { url: 'https://backend.test', anonKey: 'anon' }, serverRender: false });
    stubFetch(() => new TypeError('Failed to fetch'));
    await seed();
    renderPage();
    await waitFor(() => expect(countCell('all', 'pending')).toBe('3'));
    await userEvent.click(screen.getByRole('button', { name: 'Sync now' }));
    await screen.findByText('The backend could not be reached. The records stay here and are sent automatically once it answers.');
    expect(countCell('all', 'pending')).toBe('3');
  });
});
