// Sending the chat's conversation to the team, and attaching it on /contact, on the default build (no
// backend: a contact is kept on the device and reported as received, as the contact form's is).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { watchConsole } from './console-guard';
import { storedRecords } from './stored-records';

const OFFER = 'Send this conversation to our team';
const STORED =
  "Your message has been received! We'll respond within 24 hours. (Stored locally - will sync when connection is restored)";
const PRICING_QUESTION = 'How much does an AEO audit cost?';
const FORM_CODE = /\/assets\/chat-handoff-form-[\w-]+\.js$/;

const panel = (page: Page) => page.getByRole('dialog', { name: 'Ascend AI Assistant' });
const textbox = (page: Page) => panel(page).getByRole('textbox', { name: 'Type your message' });
const handoffForm = (page: Page) => panel(page).getByRole('form', { name: OFFER });
const offer = (page: Page) => panel(page).getByRole('button', { name: OFFER });

function fieldsOf(form: Locator) {
  return {
    name: form.getByRole('textbox', { name: 'Full Name', exact: true }),
    email: form.getByRole('textbox', { name: 'Email Address', exact: true }),
    phone: form.getByRole('textbox', { name: 'Phone', exact: true }),
  };
}

/** Opens the chat once the launcher has hydrated. */
async function openChat(page: Page) {
  await page.waitForFunction(() => {
    const button = document.querySelector('button[aria-label="Chat with our AI assistant"]');
    return button !== null && Object.keys(button).some((key) => key.startsWith('__reactProps'));
  });
  await page.getByRole('button', { name: 'Chat with our AI assistant' }).click();
  await expect(panel(page)).toBeVisible();
}

/** Asks `question` and waits for its reply (the typing delay is at most 1.6 s). */
async function ask(page: Page, question: string) {
  const replies = panel(page).locator('[data-message-role="assistant"]');
  const before = await replies.count();
  await textbox(page).fill(question);
  await textbox(page).press('Enter');
  await expect(replies).toHaveCount(before + 1);
}

/** The conversation the chat keeps for the visit. */
const storedSession = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('asc_chat_session') ?? 'null') as { sessionId: string; messages: unknown[] } | null);

test("offered under the reply to a pricing question; the form's code is fetched once the visitor has written, not with the page; opened, it takes the focus and says what goes with it", async ({ page }) => {
  const problems = watchConsole(page);
  const formCode: string[] = [];
  page.on('request', (request) => FORM_CODE.test(new URL(request.url()).pathname) && formCode.push(request.url()));
  await page.goto('/');
  await openChat(page);
  // Nothing to send before the visitor has written: no offer, and the form's code stays on the server.
  await expect(offer(page)).toHaveCount(0);
  expect(formCode).toEqual([]);

  await ask(page, PRICING_QUESTION);
  const reply = panel(page).locator('[data-message-role="assistant"]').last();
  await expect(reply.getByRole('button', { name: OFFER })).toBeVisible();
  // One offer at a time: under the reply, not also above the message box.
  await expect(offer(page)).toHaveCount(1);
  await reply.getByRole('button', { name: OFFER }).click();
  const form = handoffForm(page);
  await expect(fieldsOf(form).name).toBeFocused();
  await expect(form).toContainText("Our team receives your message and the assistant's replies, with your details.");
  await expect(offer(page)).toHaveCount(0);
  expect(formCode).toHaveLength(1);
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);

  // Put away, the offer comes back and takes the focus.
  await form.getByRole('button', { name: 'Not now' }).click();
  await expect(handoffForm(page)).toHaveCount(0);
  await expect(offer(page)).toBeFocused();
  expect(problems).toEqual([]);
});

test('on request at any time once the visitor has written: a control above the message box, reached from the keyboard', async ({ page }) => {
  await page.goto('/about');
  await openChat(page);
  await expect(offer(page)).toHaveCount(0);
  await ask(page, 'What is AEO?');
  await expect(offer(page)).toBeVisible();
  // The text box, then the offer, by Tab backwards from the send button's side.
  await textbox(page).focus();
  await page.keyboard.press('Shift+Tab');
  await expect(offer(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(fieldsOf(handoffForm(page)).name).toBeFocused();
});

test("the form's messages are the contact form's for the same bad input: announced, linked to their fields, the first focused", async ({ page }) => {
  await page.goto('/contact');
  await openChat(page);
  await ask(page, PRICING_QUESTION);
  await offer(page).click();
  const form = handoffForm(page);
  const fields = fieldsOf(form);
  await fields.email.fill('jane@acme');
  await fields.phone.fill('12');
  await form.getByRole('button', { name: 'Send to our team' }).click();
  const chatErrors = await form.getByRole('alert').filter({ hasText: /\S/ }).allTextContents();
  expect(chatErrors).toEqual(['Please enter your full name.', 'Please enter a valid email address.', 'Please enter a valid phone number.']);
  await expect(fields.name).toBeFocused();
  await expect(fields.name).toHaveAttribute('aria-invalid', 'true');
  await expect(fields.name).toHaveAccessibleDescription('Please enter your full name.');
  await expect(fields.phone).toHaveAccessibleDescription('Please enter a valid phone number.');
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  await page.getByRole('button', { name: 'Close chat' }).click();

  // The contact form, with the same details and a message, says the same words for them.
  const contact = page.getByRole('form', { name: 'Tell us about your goals' });
  await contact.getByRole('textbox', { name: 'Email Address', exact: true }).fill('jane@acme');
  await contact.getByRole('textbox', { name: 'Phone', exact: true }).fill('12');
  await contact.getByRole('textbox', { name: 'Project Details', exact: true }).fill('Hello');
  await contact.getByRole('button', { name: 'Send Message' }).click();
  await expect(contact.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(chatErrors);
  expect(await storedRecords(page, 'contacts')).toEqual([]);
});

test('what was typed is kept when the panel is closed and reopened, and across a reload', async ({ page }) => {
  await page.goto('/');
  await openChat(page);
  await ask(page, PRICING_QUESTION);
  await offer(page).click();
  await fieldsOf(handoffForm(page)).name.fill('Jane Smith');
  await fieldsOf(handoffForm(page)).email.fill('jane@acme.com');
  await page.getByRole('button', { name: 'Close chat' }).click();
  await expect(panel(page)).toBeHidden();
  await page.getByRole('button', { name: 'Chat with our AI assistant' }).click();
  await expect(fieldsOf(handoffForm(page)).name).toHaveValue('Jane Smith');

  await page.reload();
  // The panel reopens as it was left, the form open with what was typed.
  await expect(fieldsOf(handoffForm(page)).name).toHaveValue('Jane Smith');
  await expect(fieldsOf(handoffForm(page)).email).toHaveValue('jane@acme.com');
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test("sent offline: the contact form's stored-locally words, announced and focused; the record carries the conversation; /outbox lists it", async ({
    page,
    context,
  }) => {
    const problems = watchConsole(page);
    await page.goto('/services/answer-engine-optimization');
    await openChat(page);
    await ask(page, 'What is AEO/GEO?');
    await ask(page, PRICING_QUESTION);
    await offer(page).click();
    const form = handoffForm(page);
    const fields = fieldsOf(form);
    await fields.name.fill('Jane Smith');
    await fields.email.fill('jane@acme.com');
    await fields.phone.fill('+1 212 555 0100');
    await context.setOffline(true);
    await form.getByRole('button', { name: 'Send to our team' }).click();

    const status = panel(page).getByTestId('chat-handoff-result');
    await expect(status).toHaveText(STORED);
    await expect(status).toBeFocused();
    await expect(panel(page).getByRole('status').filter({ hasText: STORED })).toHaveCount(1);
    await expect(handoffForm(page)).toHaveCount(0);

    const session = await storedSession(page);
    const records = await storedRecords(page, 'contacts');
    expect(records).toEqual([
      expect.objectContaining({
        name: 'Jane Smith',
        email: 'jane@acme.com',
        phone: '+1 212 555 0100',
        service: 'aeo-geo-strategy',
        message: `What is AEO/GEO?\n\n${PRICING_QUESTION}`,
        origin: { via: 'chat', page: '/services/answer-engine-optimization' },
        chatSessionId: session!.sessionId,
        status: 'pending',
      }),
    ]);
    const transcript = records[0].transcript as Array<{ from: string; text: string; at: string }>;
    expect(transcript.map((line) => line.from).slice(0, 3)).toEqual(['assistant', 'visitor', 'assistant']);
    expect(transcript.filter((line) => line.from === 'visitor').map((line) => line.text)).toEqual(['What is AEO/GEO?', PRICING_QUESTION]);
    for (const line of transcript) expect(line.at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

    await context.setOffline(false);
    await page.goto('/outbox');
    await expect(page.getByTestId('outbox-records').locator('li[data-kind="contact"]')).toHaveCount(1);
    await expect(page.getByTestId('outbox-records').locator('li[data-kind="contact"]')).toContainText('Jane Smith');
    expect(problems).toEqual([]);
  });
});

test('the contact page offers to attach the conversation, with its count and a preview, and the record carries it', async ({ page }) => {
  await page.goto('/contact');
  const contact = page.getByRole('form', { name: 'Tell us about your goals' });
  await expect(contact).toHaveAttribute('data-hydrated', 'true');
  // No conversation in this visit: nothing to attach.
  await expect(contact.getByRole('checkbox', { name: /Attach my conversation with the assistant/ })).toHaveCount(0);

  await openChat(page);
  await ask(page, PRICING_QUESTION);
  await page.getByRole('button', { name: 'Close chat' }).click();
  await page.reload();
  await expect(contact).toHaveAttribute('data-hydrated', 'true');
  const attach = contact.getByRole('checkbox', { name: /Attach my conversation with the assistant/ });
  await expect(attach).not.toBeChecked();
  const lines = await page.evaluate(() => JSON.parse(sessionStorage.getItem('asc_chat_session')!).messages.length as number);
  await expect(attach).toHaveAccessibleName(`Attach my conversation with the assistant (${lines} messages, 1 from you)`);
  await contact.getByText('Show the conversation').click();
  await expect(contact.getByRole('listitem').filter({ hasText: PRICING_QUESTION })).toHaveText(`You: ${PRICING_QUESTION}`);
  expect(await axeViolations(page, 'form')).toEqual([]);

  await attach.check();
  await contact.getByRole('textbox', { name: 'Full Name', exact: true }).fill('Jane Smith');
  await contact.getByRole('textbox', { name: 'Email Address', exact: true }).fill('jane@acme.com');
  await contact.getByRole('textbox', { name: 'Project Details', exact: true }).fill('Please send me a proposal.');
  await contact.getByRole('button', { name: 'Send Message' }).click();
  await expect(contact.getByRole('status').filter({ hasText: /\S/ })).toHaveText(STORED);
  const session = await storedSession(page);
  const [record] = await storedRecords(page, 'contacts');
  expect(record).toEqual(
    expect.objectContaining({
      message: 'Please send me a proposal.',
      origin: { via: 'chat', page: '/contact' },
      chatSessionId: session!.sessionId,
    }),
  );
  const transcript = record.transcript as Array<{ from: string; text: string }>;
  expect(transcript[0].from).toBe('assistant');
  expect(transcript.filter((line) => line.from === 'visitor').map((line) => line.text)).toEqual([PRICING_QUESTION]);
  expect(transcript).toHaveLength(lines);
});

for (const [width, height] of [
  [390, 844],
  [1280, 800],
] as const) {
  test(`at ${width} px the open form fits the panel and axe finds nothing`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/');
    await openChat(page);
    await ask(page, PRICING_QUESTION);
    await offer(page).click();
    const form = handoffForm(page);
    await expect(fieldsOf(form).name).toBeFocused();
    const panelBox = (await panel(page).boundingBox())!;
    const formBox = (await form.boundingBox())!;
    expect(formBox.width).toBeLessThanOrEqual(panelBox.width);
    expect(formBox.x).toBeGreaterThanOrEqual(panelBox.x);
    // Opened, the whole form is in view in the panel: its fields and its buttons.
    await expect(form.getByRole('button', { name: 'Send to our team' })).toBeInViewport({ ratio: 1 });
    await expect(form.getByRole('heading', { name: OFFER })).toBeInViewport({ ratio: 1 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  });
}
