/**
 * Retry-After through the browser's CORS rules: the site's page (another origin than the backend)
 * reads the header on a real 429 of the functions and on the local gateway's own 503, and the
 * page's outbox waits for as long as a 429 asks before it sends the record again.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import postgres from 'postgres';
import { startLocalBackend, type LocalBackend } from '../../scripts/local-backend/backend.mjs';
import { startGateway } from '../../scripts/local-backend/gateway.mjs';
import { projectKeys } from '../../scripts/local-backend/jwt.mjs';
import { CORS_HEADERS } from '../../supabase/functions/_shared/http';
import { BACKEND_JWT_SECRET, BACKEND_URL } from './support/backend-env';
import { contactForm, sendContact, SPEC_TEXTS } from './support/forms';
import { uniqueToken } from './support/site';

// Six records a minute after a burst of one: the second record in a row is told to wait about 10 s,
// far longer than the page's own first back-off (1 to 2 s), so a page that cannot read the header shows.
const THROTTLE = { RATE_LIMIT_BURST: '1', RATE_LIMIT_PER_MINUTE: '6' };
const SENT = "Your message has been sent successfully! We'll respond within 24 hours.";

// Routing sees the page's own calls only when no service worker answers them; the site's CSP lets
// its pages connect only to the backend it was built for, and these pages also call others (CORS still applies).
test.use({ serviceWorkers: 'block', bypassCSP: true });

let throttling: LocalBackend;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  // The suite's key secret, so the site's built-in anon key is valid here too.
  throttling = await startLocalBackend({ port: 0, jwtSecret: BACKEND_JWT_SECRET, durable: false, env: { GEMINI_API_KEY: '', ...THROTTLE } });
});
test.afterAll(async () => {
  await throttling?.stop();
});

interface ReadInPage {
  status: number;
  retryAfter: string | null;
}

/** POSTs `body` to a function from the page, as the site does, and returns what the page can read. */
function postFromPage(page: Page, url: string, body: unknown): Promise<ReadInPage> {
  const anonKey = projectKeys(BACKEND_JWT_SECRET).anonKey;
  return page.evaluate(
    async ({ target, key, payload }) => {
      const response = await fetch(target, {
        method: 'POST',
        headers: { Authorization: `Bearer ${key}`, apikey: key, 'Content-Type': 'application/json' },
        body: JSON.stringify(payload),
      });
      return { status: response.status, retryAfter: response.headers.get('Retry-After') };
    },
    { target: url, key: anonKey, payload: body },
  );
}

test('a page on the site reads Retry-After on a real 429 from another origin', async ({ page }) => {
  await page.goto('/');
  expect(new URL(page.url()).origin).not.toBe(new URL(throttling.url).origin);
  const signup = () => ({ firstName: 'Ada', lastName: 'Lovelace', email: `ada-${uniqueToken()}@example.com`, optedIn: true });
  const url = `${throttling.url}/functions/v1/newsletter-signup`;
  expect(await postFromPage(page, url, signup())).toEqual({ status: 200, retryAfter: null });
  const throttled = await postFromPage(page, url, signup());
  expect(throttled.status).toBe(429);
  expect(throttled.retryAfter).toMatch(/^\d+$/);
  expect(Number(throttled.retryAfter)).toBeGreaterThanOrEqual(5);
});

test("a page on the site reads Retry-After on the local gateway's own 503 while the functions server is away", async ({ page }) => {
  // A functions server that answers the CORS preflight as the functions do, then drops the request itself.
  const dropping: Server = createServer((req, res) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(200, CORS_HEADERS);
      res.end('ok');
    } else req.socket.destroy();
  });
  await new Promise<void>((resolve) => dropping.listen(0, '127.0.0.1', resolve));
  const gateway = await startGateway({
    port: 0,
    sql: null,
    secret: BACKEND_JWT_SECRET,
    functionsPort: () => (dropping.address() as AddressInfo).port,
    health: async () => ({}),
  });
  try {
    await page.goto('/');
    const answer = await postFromPage(page, `http://127.0.0.1:${gateway.port}/functions/v1/contact-form`, { name: 'Ada' });
    expect(answer).toEqual({ status: 503, retryAfter: '1' });
  } finally {
    await gateway.stop();
    await new Promise((resolve) => dropping.close(resolve));
  }
});

test('after a 429 with Retry-After the page sends the record again no sooner than asked, and then delivers it', async ({ page }) => {
  test.setTimeout(60_000);
  // The site is built for the suite's backend; its contact-form calls go to the throttling one instead.
  // sentAt: the request reached the route; answeredAt: its answer was handed to the page.
  const posts: Array<{ sentAt: number; answeredAt: number; status: number; retryAfter?: string }> = [];
  await page.route(`${BACKEND_URL}/functions/v1/contact-form`, async (route) => {
    const sentAt = Date.now();
    const response = await route.fetch({ url: route.request().url().replace(BACKEND_URL, throttling.url) });
    await route.fulfill({ response });
    if (route.request().method() === 'POST') posts.push({ sentAt, answeredAt: Date.now(), status: response.status(), retryAfter: response.headers()['retry-after'] });
  });

  const token = uniqueToken();
  await page.goto('/contact');
  const form = await contactForm(page);
  const result = page.getByTestId('contact-result');
  await sendContact(form, { name: 'First Visitor', email: `first-${token}@example.com`, message: `First message ${token}` });
  await expect(result).toHaveText(SENT);
  await sendContact(form, { name: 'Second Visitor', email: `second-${token}@example.com`, message: `Second message ${token}` });
  await expect(result).toHaveText(SPEC_TEXTS.contactStored);

  await expect.poll(() => posts.length, { timeout: 30_000 }).toBe(3);
  const [, throttled, retried] = posts;
  expect(throttled.status).toBe(429);
  const askedMs = Number(throttled.retryAfter) * 1000;
  expect(askedMs).toBeGreaterThanOrEqual(5_000);
  expect(retried.sentAt - throttled.answeredAt).toBeGreaterThanOrEqual(askedMs);
  expect(retried.status).toBe(200);

  const db = postgres(throttling.dbUrl, { max: 1, onnotice: () => {} });
  try {
    const rows = await db`select email from public.contact_submissions where message like ${`%message ${token}`} order by created_at`;
    expect(rows.map((row) => row.email)).toEqual([`first-${token}@example.com`, `second-${token}@example.com`]);
  } finally {
    await db.end({ timeout: 1 });
  }
});
