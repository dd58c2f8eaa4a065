/** One source for service facts: every count, name and link a visitor reads agrees with the catalogue. */
import { expect, test, type Page } from '@playwright/test';
import { serviceDirectory, servicesOfOrigin, type ServiceSlug } from '../../src/content/services/service-directory';
import { allPages } from './spec-routes';

const total = serviceDirectory.length;
const staticCount = servicesOfOrigin('static').length;
const databaseCount = servicesOfOrigin('database').length;
const titleOf = new Map<string, string>(serviceDirectory.map((s) => [`/services/${s.slug satisfies ServiceSlug}`, s.title]));

const panel = (page: Page) => page.getByRole('dialog', { name: 'Ascend AI Assistant' });

/** Sends a question and returns the reply to it (the first assistant message after it). */
async function ask(page: Page, question: string): Promise<string> {
  const box = panel(page).getByRole('textbox', { name: 'Type your message' });
  await expect(box).toHaveAttribute('aria-disabled', 'false');
  await box.fill(question);
  await page.keyboard.press('Enter');
  const asked = panel(page).locator('[data-message-role="user"]').filter({ hasText: question }).last();
  const reply = asked.locator('xpath=following-sibling::div[@data-message-role="assistant"][1]').locator('p');
  await expect(reply).toBeVisible();
  return (await reply.textContent()) ?? '';
}

for (const { width, height } of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`at ${width} px the portfolio, the chat, the header and the footer agree with the catalogue`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/services');
    await page.locator('html[data-hydrated]').waitFor();
    const portfolio = page.getByTestId('service-portfolio');
    await expect(portfolio.getByText('Learn More')).toHaveCount(total);

    // The links that name services, in the header's menu and the footer's columns, carry the catalogue's titles.
    const named = await page.locator('header a[href^="/services/"], footer a[href^="/services/"]').evaluateAll((links) =>
      links.map((a) => [a.getAttribute('href') ?? '', (a.textContent ?? '').trim()]),
    );
    expect(named.length).toBeGreaterThanOrEqual(11);
    for (const [href, text] of named) expect(text, href).toBe(titleOf.get(href));

    await page.getByRole('button', { name: 'Chat with our AI assistant' }).click();
    const services = await ask(page, 'What services do you offer?');
    expect(services).toMatch(new RegExp(`^We offer ${total} services that work together as one system\\. `));
    expect(services).toContain(`Of these, ${staticCount} are marketing and lead-generation services:`);
    expect(services).toContain(`The other ${databaseCount} are AI authority programmes:`);
    for (const { title } of serviceDirectory) expect(services).toContain(title);
    expect(services).toContain(`all ${total} are described at /services`);
    await expect(panel(page).getByRole('link', { name: '/services', exact: true })).toHaveAttribute('href', '/services');

    const pitch = await ask(page, 'Tell me a joke');
    expect(pitch).toContain(`and ${total} services, from answer engine optimization`);
  });
}

test('no page states a number of services of its own', async ({ request }) => {
  const allowed = new Set([total, staticCount, databaseCount]);
  for (const path of allPages) {
    const html = await (await request.get(path)).text();
    const text = html
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ');
    for (const [phrase, count] of text.matchAll(/\b(\d+)\s+(?:[A-Za-z-]+\s+){0,3}services\b/g)) {
      expect(allowed.has(Number(count)), `${path}: "${phrase}"`).toBe(true);
    }
  }
});
