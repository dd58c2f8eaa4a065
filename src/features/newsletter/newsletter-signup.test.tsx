// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OutboxDb } from '../../outbox/database';
import type { Outcome } from '../../outbox/records';
import { enqueue } from '../../outbox/store';
import { freshOutbox } from '../../../tests/support/outbox-test-support';
import { payloadOf } from '../../outbox/transport';
import { NewsletterSignup } from './newsletter-signup';
import { renderWithRouter } from '../../../tests/support/render-with-router';

const mocks = vi.hoisted(() => ({
  db: undefined as OutboxDb | undefined,
  newsletter: vi.fn<(payload: Record<string, unknown>) => Promise<Outcome>>(),
  requestSync: vi.fn(),
}));

vi.mock('../../outbox/page/outbox-sync', () => ({
  pageOutbox: () => mocks.db,
  pageTransport: () => ({
    submit: (kind: 'newsletter', record: Parameters<typeof payloadOf<'newsletter'>>[1]) => mocks.newsletter(payloadOf(kind, record)),
  }),
  requestSync: mocks.requestSync,
  drainAfterSuccess: () => undefined,
  startOutboxSync: async () => undefined,
}));

const CONSENT =
  'I consent to receive marketing communications from Ascend Strategy Consulting about AI marketing insights and services. You can unsubscribe at any time.';
const THANKS = "Thank you for subscribing! You'll receive our latest AI marketing insights.";
const STORED = `${THANKS} (Subscription confirmed - will sync when connection is restored)`;
const ALREADY = 'Thank you! You are already subscribed to our newsletter.';
const DEFAULT_ERROR = 'An error occurred. Please try again.';

let db: OutboxDb;

beforeEach(() => {
  db = freshOutbox();
  mocks.db = db;
  mocks.newsletter.mockReset().mockResolvedValue({ type: 'delivered' });
  mocks.requestSync.mockReset();
});

afterEach(async () => {
  cleanup();
  db.close();
  await db.delete();
});

const setup = async (variant: 'full' | 'compact' = 'full') => {
  await renderWithRouter(<NewsletterSignup variant={variant} />, `newsletter-${variant}`);
  return userEvent.setup({ delay: null });
};
const field = {
  firstName: () => screen.getByRole('textbox', { name: 'First name' }) as HTMLInputElement,
  lastName: () => screen.getByRole('textbox', { name: 'Last name' }) as HTMLInputElement,
  email: () => screen.getByRole('textbox', { name: 'Email address' }) as HTMLInputElement,
  consent: () => screen.getByRole('checkbox', { name: CONSENT }) as HTMLInputElement,
};
const button = () => screen.getByRole('button', { name: /^Subscrib/ }) as HTMLButtonElement;
const result = () => screen.findByTestId('newsletter-result');

async function fill(user: ReturnType<typeof userEvent.setup>, { consent = true, email = 'ada@example.com' } = {}) {
  await user.type(field.firstName(), 'Ada');
  await user.type(field.lastName(), 'Lovelace');
  await user.type(field.email(), email);
  if (consent) await user.click(field.consent());
}

function expectReset() {
  expect([field.firstName().value, field.lastName().value, field.email().value, field.consent().checked]).toEqual([
    '',
    '',
    '',
    false,
  ]);
}

function expectKept() {
  expect([field.firstName().value, field.lastName().value, field.email().value, field.consent().checked]).toEqual([
    'Ada',
    'Lovelace',
    'ada@example.com',
    true,
  ]);
}

describe('NewsletterSignup fields', () => {
  it('has first name, last name, an email-type field, an unchecked consent box with the privacy policy linked', async () => {
    await setup();
    for (const input of [field.firstName(), field.lastName(), field.email(), field.consent()]) expect(input.required).toBe(true);
    expect(field.email().type).toBe('email');
    expect(field.consent().checked).toBe(false);
    expect(screen.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe('/privacy');
    expect(button().textContent).toBe('Subscribe');
  });

  it('gives every instance its own ids, so two forms on one page stay separately labelled', async () => {
    await renderWithRouter(
      <>
        <NewsletterSignup variant="compact" />
        <NewsletterSignup variant="full" />
      </>,
      'newsletter-full',
    );
    const emails = screen.getAllByRole('textbox', { name: 'Email address' });
    expect(emails).toHaveLength(2);
    expect(emails[0].id).not.toBe(emails[1].id);
    expect(screen.getAllByRole('checkbox', { name: CONSENT })).toHaveLength(2);
    expect(screen.getAllByRole('form').map((form) => form.getAttribute('aria-labelledby'))).toHaveLength(2);
  });
});

describe('NewsletterSignup validation', () => {
  it("requires consent with SPEC's wording, announced and focused, and sends nothing", async () => {
    const user = await setup();
    await fill(user, { consent: false });
    await user.click(button());

    const error = screen.getByText('Please consent to receive marketing communications');
    expect(error.getAttribute('role')).toBe('alert');
    expect(field.consent().getAttribute('aria-invalid')).toBe('true');
    expect(field.consent().getAttribute('aria-describedby')).toBe(error.id);
    await waitFor(() => expect(document.activeElement).toBe(field.consent()));
    expect([field.firstName().value, field.email().value]).toEqual(['Ada', 'ada@example.com']);
    expect(mocks.newsletter).not.toHaveBeenCalled();
    expect(await db.newsletter.count()).toBe(0);
  });

  it('reports every missing field and a malformed email, focusing the first', async () => {
    const user = await setup('compact');
    await user.type(field.email(), 'ada@');
    await user.click(button());
    const messages = screen
      .getAllByRole('alert')
      .map((a) => a.textContent)
      .filter((text) => text !== '');
    expect(messages).toEqual([
      'Please enter your first name.',
      'Please enter your last name.',
      'Please enter a valid email address.',
      'Please consent to receive marketing communications',
    ]);
    await waitFor(() => expect(document.activeElement).toBe(field.firstName()));
    expect(mocks.newsletter).not.toHaveBeenCalled();
  });
});

describe('NewsletterSignup submission', () => {
  it("stores the signup before the call, then shows 'Success!', resets the fields and clears consent", async () => {
    const user = await setup();
    const storedAtCall: unknown[] = [];
    mocks.newsletter.mockImplementation(async (payload) => {
      storedAtCall.push(await db.newsletter.get(String(payload.clientRecordId)));
      return { type: 'delivered' };
    });
    await fill(user);
    await user.click(button());

    const box = await result();
    expect(within(box).getByText('Success!')).toBeTruthy();
    expect(within(box).getByText(THANKS)).toBeTruthy();
    expect(box.closest('[role="status"]')).not.toBeNull();
    expect(storedAtCall).toEqual([expect.objectContaining({ status: 'pending', email: 'ada@example.com', optedIn: true })]);
    expect(mocks.newsletter.mock.calls[0][0]).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      optedIn: true,
      clientRecordId: expect.any(String),
      elapsedMs: expect.any(Number),
    });
    expectReset();
    expect(mocks.requestSync).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toBe(box));
  });

  it("disables the button and reads 'Subscribing...' while submitting", async () => {
    const user = await setup();
    let answer: (outcome: Outcome) => void = () => undefined;
    mocks.newsletter.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    await fill(user);
    await user.click(button());
    await waitFor(() => expect(button().textContent).toBe('Subscribing...'));
    expect(button().disabled).toBe(true);
    await user.click(button());
    await waitFor(() => expect(mocks.newsletter).toHaveBeenCalledTimes(1));
    answer({ type: 'delivered' });
    await result();
    expect(button().textContent).toBe('Subscribe');
    expect(button().disabled).toBe(false);
  });

  it('thanks the visitor when the call fails, says it will sync, resets and schedules a sync', async () => {
    const user = await setup('compact');
    mocks.newsletter.mockResolvedValue({ type: 'queued', reason: 'offline', message: 'Network error' });
    await fill(user);
    await user.click(button());

    const box = await result();
    expect(within(box).getByText('Success!')).toBeTruthy();
    expect(within(box).getByText(STORED)).toBeTruthy();
    expectReset();
    expect(mocks.requestSync).toHaveBeenCalledTimes(1);
    expect((await db.newsletter.toArray()).map((r) => r.status)).toEqual(['pending']);
  });

  it("shows a refusal in the red 'Error' box with the server's message and keeps the fields", async () => {
    const user = await setup();
    mocks.newsletter.mockResolvedValue({ type: 'rejected', message: 'Please enter a valid email address.' });
    await fill(user);
    await user.click(button());

    const box = await result();
    expect(within(box).getByText('Error')).toBeTruthy();
    expect(within(box).getByText('Please enter a valid email address.')).toBeTruthy();
    expect(box.closest('[role="alert"]')).not.toBeNull();
    expectKept();
  });

  it('uses the default error text when a refusal carries no message', async () => {
    const user = await setup();
    mocks.newsletter.mockResolvedValue({ type: 'rejected', message: '' });
    await fill(user);
    await user.click(button());
    expect(within(await result()).getByText(DEFAULT_ERROR)).toBeTruthy();
  });

  it('treats an email already stored on this device as subscribed, with no call', async () => {
    await enqueue(db, 'newsletter', { firstName: 'Ada', lastName: 'Lovelace', email: 'ADA@example.com', optedIn: true });
    const user = await setup();
    await fill(user);
    await user.click(button());

    const box = await result();
    expect(within(box).getByText('Success!')).toBeTruthy();
    expect(within(box).getByText(ALREADY)).toBeTruthy();
    expect(mocks.newsletter).not.toHaveBeenCalled();
    expect(await db.newsletter.count()).toBe(1);
  });

  it('lets a visitor sign up again after the server refused the earlier signup', async () => {
    const earlier = await enqueue(db, 'newsletter', {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      optedIn: true,
    });
    await db.newsletter.update(earlier.id, { status: 'rejected' });
    const user = await setup();
    await fill(user);
    await user.click(button());
    expect(within(await result()).getByText(THANKS)).toBeTruthy();
    expect(mocks.newsletter).toHaveBeenCalledTimes(1);
  });
});

describe('NewsletterSignup correcting a refused signup', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  async function refusedSignup() {
    const record = await enqueue(db, 'newsletter', { firstName: 'Ann', lastName: 'Lee', email: 'ann@example', optedIn: true });
    await db.newsletter.update(record.id, { status: 'rejected', lastError: 'Please enter a valid email address.' });
    window.history.replaceState(null, '', `/contact?correct=newsletter:${record.id}`);
    return record;
  }

  it("fills the page's signup again with the reason, consent left for the visitor to give", async () => {
    const record = await refusedSignup();
    await setup('full');
    expect((await result()).textContent).toContain('Please enter a valid email address.');
    expect(field.firstName().value).toBe('Ann');
    expect(field.email().value).toBe('ann@example');
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
    await waitFor(async () => expect((await db.newsletter.get(record.id))?.visitorTold).toBe(true));
  });

  it("leaves the footer's compact signup alone", async () => {
    await refusedSignup();
    await setup('compact');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(field.firstName().value).toBe('');
  });
});

describe('NewsletterSignup without IndexedDB', () => {
  beforeEach(() => db.close({ disableAutoOpen: true }));

  it('subscribes straight through the backend when it accepts', async () => {
    const user = await setup();
    await fill(user);
    await user.click(button());
    expect(within(await result()).getByText(THANKS)).toBeTruthy();
    expect(mocks.newsletter).toHaveBeenCalledTimes(1);
    expectReset();
  });

  it('keeps the signup in localStorage under the older site\'s key and says it will sync when the network fails', async () => {
    localStorage.clear();
    const user = await setup();
    const offline: Outcome = { type: 'queued', reason: 'offline', message: 'Network error' };
    mocks.newsletter.mockResolvedValue(offline);
    await fill(user);
    await user.click(button());
    expect(within(await result()).getByText(STORED)).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('asc_newsletter') ?? '[]')).toEqual([
      expect.objectContaining({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', optedIn: true, synced: false }),
    ]);
    expect(mocks.requestSync).toHaveBeenCalledWith(offline);
    expectReset();
    localStorage.clear();
  });

  it("shows the red 'Error' box and keeps the fields when localStorage refuses the signup and the network fails too", async () => {
    const refuse = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    onTestFinished(() => refuse.mockRestore());
    const user = await setup();
    mocks.newsletter.mockResolvedValue({ type: 'queued', reason: 'offline', message: 'Network error' });
    await fill(user);
    await user.click(button());
    const box = await result();
    expect(within(box).getByText('Error')).toBeTruthy();
    expect(within(box).getByText(DEFAULT_ERROR)).toBeTruthy();
    expect(screen.queryByText(STORED)).toBeNull();
    expectKept();
    expect(mocks.requestSync).not.toHaveBeenCalled();
  });
});
