/* global window, document, MutationObserver, indexedDB -- functions below run in the page through Playwright. */
/**
 * The soak: visitors in several browser contexts send records of all three kinds through
 * the real pages and the service worker while the network flaps, Postgres is SIGKILLed and the
 * functions server restarted; then the outboxes and the database are counted against each other.
 */
import { chromium } from 'playwright';
import postgres from 'postgres';
import { backendFaults } from './faults.mjs';
import { claimsDelivered, contactSaid, newsletterSaid, saidBeforeStored } from './page-said.mjs';
import { chromiumLaunchOptions } from '../machine/chromium.mjs';
import { seeded } from './seeded-random.mjs';

const CHROMIUM = chromiumLaunchOptions();
const LAUNCHER = 'Chat with our AI assistant';
const OFFLINE_TAIL = 0.25;
const ITEM_TIMEOUT_MS = 20_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// 45% contact messages, 35% newsletter signups, 20% chat turns.
const kindOf = (index) => (index % 20 < 9 ? 'contact' : index % 20 < 16 ? 'newsletter' : 'chat');

/** Measures in the page how long each submit button shows 'Sending...' or 'Subscribing...'. */
function watchBusyButtons() {
  const started = new Map();
  const seen = { contact: [], newsletter: [] };
  Object.defineProperty(window, '__soakBusy', { value: seen });
  const check = () => {
    for (const button of document.querySelectorAll('form button[type="submit"]')) {
      const text = button.textContent?.trim();
      const kind = text === 'Sending...' ? 'contact' : text === 'Subscribing...' ? 'newsletter' : undefined;
      if (kind !== undefined && !started.has(button)) started.set(button, { kind, at: performance.now() });
      else if (kind === undefined && started.has(button)) {
        const { kind: was, at } = started.get(button);
        started.delete(button);
        seen[was].push(performance.now() - at);
      }
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
}

/** Every outbox record of this context whose text carries the run's marker, read with the raw IndexedDB API. */
function readOutbox(page, run) {
  return page.evaluate(
    (marker) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('asc-outbox');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tables = ['contacts', 'newsletter', 'conversations'];
          const transaction = db.transaction(tables);
          const found = [];
          let left = tables.length;
          for (const table of tables) {
            const request = transaction.objectStore(table).getAll();
            request.onsuccess = () => {
              for (const record of request.result) {
                const text = `${record.message ?? ''} ${record.lastName ?? ''} ${record.userMessage ?? ''}`;
                const match = text.match(new RegExp(`${marker}x\\d+`));
                if (match) found.push({ marker: match[0], status: record.status });
              }
              if (--left === 0) {
                db.close();
                resolve(found);
              }
            };
          }
        };
      }),
    `soak${run}`,
  );
}

async function hydratedForm(page, name) {
  const form = page.getByRole('form', { name });
  await form.and(page.locator('[data-hydrated="true"]')).waitFor({ timeout: 30_000 });
  return form;
}

async function sendContact(page, marker) {
  const form = await hydratedForm(page, 'Tell us about your goals');
  const name = form.getByRole('textbox', { name: 'Full Name', exact: true });
  await name.fill(`Soak Visitor ${marker}`);
  await form.getByRole('textbox', { name: 'Email Address', exact: true }).fill(`${marker}@example.com`);
  await form.getByRole('textbox', { name: 'Project Details', exact: true }).fill(`Soak lead ${marker}, met at the booth.`);
  await form.getByRole('button', { name: 'Send Message' }).click();
  // The form is cleared once the message is safe: delivered, or kept on the device.
  await page.waitForFunction((input) => input.value === '', await name.elementHandle(), { timeout: ITEM_TIMEOUT_MS, polling: 50 });
  // What the visitor reads in the result banner, not an attribute: the banner is what claims "sent".
  const banner = form.getByTestId('contact-result');
  await banner.waitFor({ state: 'visible', timeout: ITEM_TIMEOUT_MS });
  return contactSaid(await banner.innerText());
}

async function sendSignup(page, marker) {
  const form = page.getByTestId('newsletter-full').getByRole('form', { name: 'Get our AI marketing insights' });
  await form.and(page.locator('[data-hydrated="true"]')).waitFor({ timeout: 30_000 });
  const email = form.getByRole('textbox', { name: 'Email address' });
  await form.getByRole('textbox', { name: 'First name' }).fill('Soak');
  await form.getByRole('textbox', { name: 'Last name' }).fill(`Visitor ${marker}`);
  await email.fill(`${marker}@example.com`);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await page.waitForFunction((input) => input.value === '', await email.elementHandle(), { timeout: ITEM_TIMEOUT_MS, polling: 50 });
  // What the visitor reads in the result box: it is what claims "subscribed".
  const box = form.getByTestId('newsletter-result');
  await box.waitFor({ state: 'visible', timeout: ITEM_TIMEOUT_MS });
  // Every signup's email is its own marker's, never sent before: "already subscribed" would be a wrong answer.
  return newsletterSaid(await box.innerText(), { subscribedBefore: false });
}

async function openChat(page) {
  await page.waitForFunction((name) => {
    const button = document.querySelector(`button[aria-label="${name}"]`);
    return button !== null && Object.keys(button).some((key) => key.startsWith('__reactProps'));
  }, LAUNCHER);
  await page.getByRole('button', { name: LAUNCHER }).click();
  return page.getByRole('textbox', { name: 'Type your message' });
}

async function askChat(box, marker) {
  await box.waitFor({ state: 'visible' });
  const page = box.page();
  const log = page.getByRole('log');
  const before = await log.evaluate((element) => element.children.length);
  await box.fill(`Question ${marker} about your services`);
  await box.press('Enter');
  // Answered: the question and a reply are in the log, and the box is enabled again (docs/product/validation.md).
  await page.waitForFunction(
    ([element, input, count]) => element.children.length >= count + 2 && !input.disabled,
    [await log.elementHandle(), await box.elementHandle(), before],
    { timeout: ITEM_TIMEOUT_MS, polling: 50 },
  );
  return 'answered';
}

/** When each contact message and signup of the run was stored, by marker (the first row's created_at, in ms). */
async function storedAtByMarker(sql, run) {
  const like = `%soak${run}x%`;
  const pattern = `soak${run}x[0-9]+`;
  const rows = await sql`
    select marker, min(created_at) as stored_at from (
      select substring(message from ${pattern}) as marker, created_at from public.contact_submissions where message like ${like}
      union all select substring(last_name from ${pattern}), created_at from public.newsletter_subscribers where last_name like ${like}
    ) as stored group by 1`;
  return new Map(rows.map(({ marker, stored_at: storedAt }) => [marker, new Date(storedAt).getTime()]));
}

/** Counts rows per marker in the three tables. */
async function rowsByMarker(sql, run) {
  const like = `%soak${run}x%`;
  const pattern = `soak${run}x[0-9]+`;
  const rows = await sql`
    select substring(message from ${pattern}) as marker from public.contact_submissions where message like ${like}
    union all select substring(last_name from ${pattern}) from public.newsletter_subscribers where last_name like ${like}
    union all select substring(user_message from ${pattern}) from public.chat_messages where user_message like ${like}`;
  const counts = new Map();
  for (const { marker } of rows) counts.set(marker, (counts.get(marker) ?? 0) + 1);
  return counts;
}

/**
 * Runs the soak against a served site (`siteUrl`, built for the backend at `backendUrl`) and returns
 * the figures. `dbUrl` is the backend's superuser connection; `supervisorPid` its Postgres supervisor.
 */
export async function runSoak({ siteUrl, backendUrl, dbUrl, n = 1000, contexts = 3, postgresKills = 2, functionsRestarts = 1, seed = Date.now(), log = console.log }) {
  const random = seeded(seed);
  const run = Math.floor(random() * 36 ** 6).toString(36);
  const faults = backendFaults({ backendUrl });
  const sql = postgres(dbUrl, { max: 1, idle_timeout: 1, connect_timeout: 2, backoff: () => 0, onnotice: () => {} });
  const browser = await chromium.launch(CHROMIUM);
  const events = [];
  const note = (text) => {
    events.push(text);
    log(`  ${text}`);
  };
  const failures = [];
  const answers = new Map();
  // When a form told the visitor it was delivered ("sent successfully", "subscribed"), by marker: the row must exist by then.
  const saidSent = new Map();
  const durations = {};
  try {
    await faults.waitHealthy();
    const statusesBefore = await faults.functionResponses();
    const items = Array.from({ length: n }, (_, index) => ({ index, kind: kindOf(index), marker: `soak${run}x${index}` }));
    let sent = 0;
    let killsDone = 0;
    const started = Date.now();

    const visitors = await Promise.all(
      Array.from({ length: contexts }, async (_, number) => {
        const context = await browser.newContext({ baseURL: siteUrl, serviceWorkers: 'allow', viewport: { width: 1280, height: 800 } });
        await context.addInitScript(watchBusyButtons);
        const forms = await context.newPage();
        await forms.goto('/contact');
        await forms.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), null, { timeout: 60_000 });
        const chatPage = await context.newPage();
        await chatPage.goto('/about');
        const chatBox = await openChat(chatPage);
        const mine = items.filter((item) => item.index % contexts === number);
        return { number, context, forms, chatPage, chatBox, front: chatPage, mine, offline: false, flapping: true };
      }),
    );
    log(`Soak ${run}: ${n} records from ${contexts} browser contexts (seed ${seed}), Postgres SIGKILLed ${postgresKills}x, functions restarted ${functionsRestarts}x`);

    const setOffline = async (visitor, offline) => {
      visitor.offline = offline;
      await visitor.context.setOffline(offline);
    };

    // Random flapping until the visitor's last quarter, which goes out entirely offline (a queue to drain).
    const flap = async (visitor) => {
      while (visitor.flapping) {
        await sleep(1_500 + random() * 4_000);
        if (!visitor.flapping) break;
        await setOffline(visitor, true);
        await sleep(700 + random() * 2_500);
        if (!visitor.flapping) break;
        await setOffline(visitor, false);
      }
    };

    const afterEachSend = async (visitor, position, total) => {
      sent += 1;
      if (visitor.flapping && position + 1 >= Math.floor(total * (1 - OFFLINE_TAIL))) {
        visitor.flapping = false;
        await setOffline(visitor, true);
      }
      if (killsDone < postgresKills && sent >= ((killsDone + 1) * n) / (postgresKills + 1)) {
        killsDone += 1;
        const pid = await faults.killPostgres();
        note(`${((Date.now() - started) / 1000).toFixed(1)} s: Postgres (pid ${pid}) SIGKILLed after ${sent} records sent`);
        void faults.postgresBack(pid).then(
          (parts) => note(`${((Date.now() - started) / 1000).toFixed(1)} s: Postgres back (pid ${parts.postgres.pid}), restarted by its supervisor`),
          (error) => failures.push(`Postgres did not come back: ${error.message}`),
        );
      }
    };

    // Each visitor sends its records in order, the kinds interleaved (forms on one page, chat turns on
    // another of the same context), while its network flaps until its offline tail.
    // The visitor types in the tab in front, as a person does: the other tab is in the background, where
    // Chromium stops animation frames, and each of Playwright's actionability checks there waited ~2 s
    // (a signup took the driver 4 s though its button said 'Subscribing...' for 0.3 s).
    const send = async (visitor, item) => {
      const page = item.kind === 'chat' ? visitor.chatPage : visitor.forms;
      if (visitor.front !== page) {
        await page.bringToFront();
        visitor.front = page;
      }
      return item.kind === 'contact' ? sendContact(page, item.marker) : item.kind === 'newsletter' ? sendSignup(page, item.marker) : askChat(visitor.chatBox, item.marker);
    };
    const work = async (visitor) => {
      let position = 0;
      for (const item of visitor.mine) {
        try {
          const began = Date.now();
          const answer = await send(visitor, item);
          if (item.kind !== 'chat' && claimsDelivered(answer)) saidSent.set(item.marker, { kind: item.kind, answer, at: Date.now() });
          (durations[item.kind] ??= []).push(Date.now() - began);
          const key = `${item.kind}:${visitor.offline ? 'offline' : 'online'}:${answer}`;
          answers.set(key, (answers.get(key) ?? 0) + 1);
        } catch (error) {
          failures.push(`${item.marker} (${item.kind}): ${error.message.split('\n')[0]}`);
        }
        await afterEachSend(visitor, position++, visitor.mine.length);
      }
    };

    await Promise.all(
      visitors.map((visitor) =>
        Promise.all([
          flap(visitor),
          work(visitor).finally(() => {
            visitor.flapping = false;
          }),
        ]),
      ),
    ).catch((error) => failures.push(String(error)));
    const sendingSeconds = (Date.now() - started) / 1000;
    for (const visitor of visitors) visitor.flapping = false;

    // The drain: every context back online; the functions server is restarted once along the way.
    const before = await rowsByMarker(sql, run);
    const drainStart = Date.now();
    note(`${sendingSeconds.toFixed(1)} s: all ${n} records sent; ${n - before.size} still queued on the devices; going online`);
    await Promise.all(visitors.map((visitor) => setOffline(visitor, false)));
    let restarts = 0;
    let found = before;
    while (found.size < n && Date.now() - drainStart < 300_000) {
      await sleep(50);
      found = await rowsByMarker(sql, run).catch(() => found);
      if (restarts < functionsRestarts && found.size > before.size) {
        restarts += 1;
        const pid = await faults.killFunctions();
        note(`drain +${((Date.now() - drainStart) / 1000).toFixed(2)} s: functions server (pid ${pid}) killed after ${found.size - before.size} records arrived; its supervisor restarts it`);
      }
    }
    const drainSeconds = (Date.now() - drainStart) / 1000;
    if (restarts < functionsRestarts) note(`the drain finished before the functions server could be restarted mid-drain`);

    // Let every context's last acknowledgements reach IndexedDB before counting.
    const outboxes = [];
    for (let attempt = 0; attempt < 40; attempt++) {
      outboxes.length = 0;
      for (const visitor of visitors) outboxes.push(...(await readOutbox(visitor.forms, run)));
      if (outboxes.every((record) => record.status !== 'pending')) break;
      await sleep(250);
    }
    const busy = { contact: [], newsletter: [] };
    for (const visitor of visitors) {
      const measured = await visitor.forms.evaluate(() => window.__soakBusy);
      busy.contact.push(...measured.contact);
      busy.newsletter.push(...measured.newsletter);
    }
    const rows = await rowsByMarker(sql, run);
    failures.push(...saidBeforeStored(saidSent, await storedAtByMarker(sql, run)));
    const statusesAfter = await faults.functionResponses();
    const tooMany = (statusesAfter['429'] ?? 0) - (statusesBefore['429'] ?? 0);
    const sentMarkers = items.map((item) => item.marker);
    const stored = new Set(outboxes.map((record) => record.marker));
    const result = {
      run,
      sent: n,
      stored: stored.size,
      outboxRecords: outboxes.length,
      delivered: outboxes.filter((record) => record.status === 'delivered').length,
      pending: outboxes.filter((record) => record.status === 'pending').length,
      rejected: outboxes.filter((record) => record.status === 'rejected').length,
      rows: [...rows.values()].reduce((sum, count) => sum + count, 0),
      lost: sentMarkers.filter((marker) => !rows.has(marker)).length,
      duplicated: [...rows.values()].reduce((sum, count) => sum + Math.max(0, count - 1), 0),
      sendingSeconds,
      drainSeconds,
      tooMany,
      longestSendingMs: Math.round(Math.max(0, ...busy.contact)),
      longestSubscribingMs: Math.round(Math.max(0, ...busy.newsletter)),
      busyOver5s: [...busy.contact, ...busy.newsletter].filter((ms) => ms > 5_000).length,
      formsMeasured: busy.contact.length + busy.newsletter.length,
      statuses: Object.fromEntries(Object.keys(statusesAfter).map((status) => [status, statusesAfter[status] - (statusesBefore[status] ?? 0)])),
      answers: Object.fromEntries(answers),
      perSend: Object.fromEntries(Object.entries(durations).map(([kind, list]) => [kind, { mean: Math.round(list.reduce((a, b) => a + b, 0) / list.length), max: Math.max(...list) }])),
      events,
      failures,
    };
    return result;
  } finally {
    await browser.close().catch(() => undefined);
    await sql.end({ timeout: 1 }).catch(() => undefined);
  }
}

/** The figures as the soak prints them. */
export function formatSoak(result) {
  const ms = (value) => `${(value / 1000).toFixed(2)} s`;
  return [
    `sent:                ${result.sent}`,
    `stored (on devices): ${result.stored}`,
    `delivered:           ${result.delivered} of ${result.outboxRecords} outbox records (pending ${result.pending}, rejected ${result.rejected})`,
    `rows in database:    ${result.rows}`,
    `lost:                ${result.lost}`,
    `duplicated:          ${result.duplicated}`,
    `time to drain:       ${result.drainSeconds.toFixed(2)} s (after ${result.sendingSeconds.toFixed(1)} s of sending)`,
    `429s seen:           ${result.tooMany}`,
    `longest "Sending...":     ${ms(result.longestSendingMs)}; longest "Subscribing...": ${ms(result.longestSubscribingMs)} (${result.formsMeasured} submissions, ${result.busyOver5s} over 5 s)`,
    `function answers:    ${JSON.stringify(result.statuses)}`,
    `what the pages said: ${JSON.stringify(result.answers)}`,
    `ms per send (driver): ${JSON.stringify(result.perSend)}`,
    ...(result.failures.length === 0 ? [] : [`failures (${result.failures.length}):`, ...result.failures.slice(0, 20).map((failure) => `  ${failure}`)]),
  ].join('\n');
}
