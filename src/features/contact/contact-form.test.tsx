// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OutboxDb } from '../../outbox/database';
import type { Outcome } from '../../outbox/records';
import { freshOutbox } from '../../../tests/support/outbox-test-support';
import { payloadOf } from '../../outbox/transport';
import { ContactForm } from './contact-form';

type Payload = Record<string, unknown> & { clientRecordId: string };

const mocks = vi.hoisted(() => ({
  db: undefined as OutboxDb | undefined,
  contact: vi.fn<(payload: Payload) => Promise<Outcome>>(),
  requestSync: vi.fn(),
}));

vi.mock('../../outbox/page/outbox-sync', () => ({
  pageOutbox: () => mocks.db,
  pageTransport: () => ({
    submit: (kind: 'contact', record: Parameters<typeof payloadOf<'contact'>>[1]) => mocks.contact(payloadOf(kind, record) as Payload),
  }),
  requestSync: mocks.requestSync,
  drainAfterSuccess: () => undefined,
  startOutboxSync: async () => undefined,
}));

const OFFLINE: Outcome = { type: 'queued', reason: 'offline', message: 'Network error: Failed to fetch' };

const SENT = "Your message has been sent successfully! We'll respond within 24 hours.";
const STORED =
  "Your message has been received! We'll respond within 24 hours. (Stored locally - will sync when connection is restored)";
const SORRY = 'Sorry, there was an error sending your message. Please try again.';

let db: OutboxDb;

beforeEach(() => {
  db = freshOutbox();
  mocks.db = db;
  mocks.contact.mockReset().mockResolvedValue({ type: 'delivered' });
  mocks.requestSync.mockReset();
});

afterEach(async () => {
  cleanup();
  db.close();
  await db.delete();
});

const field = {
  name: () => screen.getByRole('textbox', { name: 'Full Name' }),
  email: () => screen.getByRole('textbox', { name: 'Email Address' }),
  company: () => screen.getByRole('textbox', { name: 'Company' }),
  phone: () => screen.getByRole('textbox', { name: 'Phone' }),
  service: () => screen.getByRole('combobox', { name: 'Service of Interest' }) as HTMLSelectElement,
  message: () => screen.getByRole('textbox', { name: 'Project Details' }),
};
const submitButton = () => screen.getByRole('button', { name: /Send Message|Sending\.\.\./ });
const result = () => screen.findByTestId('contact-result');

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field.name(), 'Jane Smith');
  await user.type(field.email(), 'jane@acme.com');
  await user.type(field.message(), 'We want to be cited by AI engines.');
}

function expectCleared() {
  for (const get of Object.values(field)) expect((get() as HTMLInputElement).value).toBe('');
}

describe('ContactForm fields', () => {
  it('shows labelled fields of the right types, the seven services and an empty choice', () => {
    render(<ContactForm />);
    expect(field.name()).toHaveProperty('required', true);
    expect(field.email().getAttribute('type')).toBe('email');
    expect(field.email()).toHaveProperty('required', true);
    expect(field.company()).toHaveProperty('required', false);
    expect(field.phone().getAttribute('type')).toBe('tel');
    expect(field.message().tagName).toBe('TEXTAREA');
    expect(field.message()).toHaveProperty('required', true);
    const options = within(field.service()).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((o) => [o.value, o.textContent])).toEqual([
      ['', 'Select a service'],
      ['comprehensive-audit', 'Comprehensive AI Authority Audit'],
      ['aeo-geo-strategy', 'AEO & GEO Strategy'],
      ['ai-content-creation', 'AI Content Creation'],
      ['technical-seo', 'Technical SEO'],
      ['marketing-automation', 'Marketing Automation'],
      ['analytics-reporting', 'Analytics & Reporting'],
      ['full-transformation', 'Full Digital Transformation'],
    ]);
    expect(submitButton().textContent).toBe('Send Message');
  });
});

describe('ContactForm validation', () => {
  it('marks every empty required field, announces the errors and focuses the first, sending nothing', async () => {
    const user = userEvent.setup({ delay: null });
    render(<ContactForm />);
    await user.type(field.company(), 'Acme');
    await user.click(submitButton());

    const alerts = screen.getAllByRole('alert').filter((a) => a.textContent !== '');
    expect(alerts.map((a) => a.textContent)).toEqual([
      'Please enter your full name.',
      'Please enter your email address.',
      'Please tell us about your project.',
    ]);
    for (const input of [field.name(), field.email(), field.message()]) {
      expect(input.getAttribute('aria-invalid')).toBe('true');
      const description = document.getElementById(input.getAttribute('aria-describedby')!);
      expect(alerts).toContain(description);
    }
    expect(field.company().getAttribute('aria-invalid')).toBe('false');
    expect(field.company()).toHaveProperty('value', 'Acme');
    await waitFor(() => expect(document.activeElement).toBe(field.name()));
    expect(mocks.contact).not.toHaveBeenCalled();
    expect(await db.contacts.count()).toBe(0);
  });

  it('rejects a malformed email and an invalid phone, keeping what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    render(<ContactForm />);
    await user.type(field.name(), 'Jane Smith');
    await user.type(field.email(), 'jane@acme');
    await user.type(field.phone(), 'call me');
    await user.type(field.message(), 'Hello');
    await user.click(submitButton());

    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    expect(screen.getByText('Please enter a valid phone number.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field.email()));
    expect([field.name(), field.email(), field.phone(), field.message()].map((i) => (i as HTMLInputElement).value)).toEqual([
      'Jane Smith',
      'jane@acme',
      'call me',
      'Hello',
    ]);
    expect(mocks.contact).not.toHaveBeenCalled();
  });

  it('removes a field error once the visitor edits that field', async () => {
    const user = userEvent.setup({ delay: null });
    render(<ContactForm />);
    await user.click(submitButton());
    await user.type(field.name(), 'J');
    expect(field.name().getAttribute('aria-invalid')).toBe('false');
    expect(screen.queryByText('Please enter your full name.')).toBeNull();
    expect(screen.getByText('Please enter your email address.')).toBeTruthy();
  });
});

describe('ContactForm submission', () => {
  it('writes the record before the call, then shows the green banner and clears the form', async () => {
    const user = userEvent.setup({ delay: null });
    const storedAtCall: unknown[] = [];
    mocks.contact.mockImplementation(async (payload) => {
      storedAtCall.push(await db.contacts.get(payload.clientRecordId));
      return { type: 'delivered' };
    });
    render(<ContactForm />);
    await fillRequired(user);
    await user.type(field.company(), '  Acme  ');
    await user.selectOptions(field.service(), 'aeo-geo-strategy');
    await user.click(submitButton());

    const banner = await result();
    expect(banner.textContent).toBe(SENT);
    expect(banner.closest('[role="status"]')).not.toBeNull();
    expect(storedAtCall).toEqual([expect.objectContaining({ status: 'pending', name: 'Jane Smith', company: 'Acme' })]);
    const [payload] = mocks.contact.mock.calls[0];
    expect(payload).toEqual({
      name: 'Jane Smith',
      email: 'jane@acme.com',
      company: 'Acme',
      service: 'aeo-geo-strategy',
      message: 'We want to be cited by AI engines.',
      clientRecordId: expect.any(String),
      elapsedMs: expect.any(Number),
    });
    expect((await db.contacts.get(payload.clientRecordId))?.status).toBe('delivered');
    expectCleared();
    expect(mocks.requestSync).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toBe(banner));
  });

  it('keeps with the record how long after the page it was sent, and what a script put in the hidden field', async () => {
    const user = userEvent.setup({ delay: null });
    mocks.contact.mockResolvedValue({ type: 'delivered' });
    render(<ContactForm />);
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    // Out of reach of a person: not in the tab order, and hidden from assistive technology.
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    await fillRequired(user);
    honeypot.value = 'https://links.example';
    await user.click(submitButton());
    await result();
    const [payload] = mocks.contact.mock.calls[0];
    expect(await db.contacts.get(payload.clientRecordId)).toMatchObject({ website: 'https://links.example', elapsedMs: expect.any(Number) });
  });

  it('disables the button and reads "Sending..." while the call is in flight', async () => {
    const user = userEvent.setup({ delay: null });
    let answer: (outcome: Outcome) => void = () => undefined;
    mocks.contact.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    render(<ContactForm />);
    await fillRequired(user);
    await user.click(submitButton());

    await waitFor(() => expect(submitButton().textContent).toBe('Sending...'));
    expect(submitButton()).toHaveProperty('disabled', true);
    await user.click(submitButton());
    await waitFor(() => expect(mocks.contact).toHaveBeenCalledTimes(1));
    answer({ type: 'delivered' });
    await result();
    expect(submitButton().textContent).toBe('Send Message');
    expect(submitButton()).toHaveProperty('disabled', false);
  });

  it('reports a failed call as received and stored, clears the form and schedules a sync', async () => {
    const user = userEvent.setup({ delay: null });
    mocks.contact.mockResolvedValue(OFFLINE);
    render(<ContactForm />);
    await fillRequired(user);
    await user.click(submitButton());

    expect((await result()).textContent).toBe(STORED);
    expectCleared();
    expect(mocks.requestSync).toHaveBeenCalledTimes(1);
    expect(mocks.requestSync).toHaveBeenCalledWith(OFFLINE);
    const [record] = await db.contacts.toArray();
    expect(record).toMatchObject({ status: 'pending', attempts: 1, name: 'Jane Smith' });
  });

  it("shows the server's refusal in the red banner and keeps every field", async () => {
    const user = userEvent.setup({ delay: null });
    mocks.contact.mockResolvedValue({ type: 'rejected', message: 'Project details must be at most 5,000 characters.' });
    render(<ContactForm />);
    await fillRequired(user);
    await user.click(submitButton());

    const banner = await result();
    expect(banner.textContent).toBe('Project details must be at most 5,000 characters.');
    expect(banner.closest('[role="alert"]')).not.toBeNull();
    expect(field.name()).toHaveProperty('value', 'Jane Smith');
    expect(field.email()).toHaveProperty('value', 'jane@acme.com');
    expect(field.message()).toHaveProperty('value', 'We want to be cited by AI engines.');
    expect(mocks.requestSync).not.toHaveBeenCalled();
    // Shown now, so the notice on a later visit does not repeat it.
    expect((await db.contacts.toArray())[0]).toMatchObject({ status: 'rejected', visitorTold: true });
  });

  it('falls back to the standard error text when a refusal carries no message', async () => {
    const user = userEvent.setup({ delay: null });
    mocks.contact.mockResolvedValue({ type: 'rejected', message: ' ' });
    render(<ContactForm />);
    await fillRequired(user);
    await user.click(submitButton());
    expect((await result()).textContent).toBe(SORRY);
  });
});

describe('ContactForm correcting a refused message', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('fills the form again with what was typed and shows the reason, from the notice link', async () => {
    const refused = await db.contacts.add({
      id: crypto.randomUUID(),
      timestamp: '2025-10-31T13:05:00.000Z',
      status: 'rejected',
      attempts: 1,
      lastError: 'Please enter a valid email address.',
      name: 'Jane Smith',
      email: 'jane@acme',
      company: 'Acme',
      message: 'We want to be cited by AI engines.',
    });
    window.history.replaceState(null, '', `/contact?correct=contact:${refused}`);
    render(<ContactForm />);
    const banner = await result();
    expect(banner.textContent).toBe('Please enter a valid email address.');
    expect(banner.closest('[role="alert"]')).not.toBeNull();
    expect(field.name()).toHaveProperty('value', 'Jane Smith');
    expect(field.email()).toHaveProperty('value', 'jane@acme');
    expect(field.company()).toHaveProperty('value', 'Acme');
    expect(field.message()).toHaveProperty('value', 'We want to be cited by AI engines.');
    await waitFor(async () => expect((await db.contacts.get(refused))?.visitorTold).toBe(true));
  });

  it('ignores a link to a record that was not refused', async () => {
    const pending = await db.contacts.add({ id: crypto.randomUUID(), timestamp: '2025-10-31T13:05:00.000Z', status: 'pending', attempts: 0, name: 'Jane', email: 'jane@acme.com', message: 'Hi' });
    window.history.replaceState(null, '', `/contact?correct=contact:${pending}`);
    render(<ContactForm />);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(field.name()).toHaveProperty('value', '');
    expect(screen.queryByTestId('contact-result')).toBeNull();
  });
});

describe('ContactForm without IndexedDB', () => {
  beforeEach(() => db.close({ disableAutoOpen: true }));

  it('sends straight to the backend and reports success when it accepts', async () => {
    const user = userEvent.setup({ delay: null });
    render(<ContactForm />);
    await fillRequired(user);
    await user.click(submitButton());

    expect((await result()).textContent).toBe(SENT);
    expect(mocks.contact).toHaveBeenCalledTimes(1);
    expect(mocks.contact.mock.calls[0][0].clientRecordId).toMatch(/^[0-9a-f-]{36}$/);
    expectCleared();
  });

  it('keeps the message in localStorage under the older site\'s key and says it will sync when the network fails', async () => {
    localStorage.clear();
    const user = userEvent.setup({ delay: null });
    mocks.contact.mockResolvedValue(OFFLINE);
    render(<ContactForm />);
    await fillRequired(user);
    await user.click(submitButton());

    expect((await result()).textContent).toBe(STORED);
    const kept = JSON.parse(localStorage.getItem('asc_contacts') ?? '[]') as Array<Record<string, unknown>>;
    expect(kept).toEqual([expect.objectContaining({ name: 'Jane Smith', message: 'We want to be cited by AI engines.', synced: false })]);
    expect(kept[0].id).toBe(mocks.contact.mock.calls[0][0].clientRecordId);
    expect(mocks.requestSync).toHaveBeenCalledWith(OFFLINE);
    expectCleared();
    localStorage.clear();
  });

  it('never claims "received" when localStorage refuses the message and the network fails too: red banner, form kept', async () => {
    const refuse = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    onTestFinished(() => refuse.mockRestore());
    const user = userEvent.setup({ delay: null });
    mocks.contact.mockResolvedValue(OFFLINE);
    render(<ContactForm />);
    await fillRequired(user);
    await user.click(submitButton());

    const banner = await result();
    expect(banner.textContent).toBe(SORRY);
    expect(banner.closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByText(STORED)).toBeNull();
    expect(field.name()).toHaveProperty('value', 'Jane Smith');
    expect(field.message()).toHaveProperty('value', 'We want to be cited by AI engines.');
    expect(mocks.requestSync).not.toHaveBeenCalled();
  });
});
