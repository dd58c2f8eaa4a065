/**
 * A visitor who types the moment a form appears, on a phone's CPU and trade-show Wi-Fi: real key presses
 * that begin before the page's scripts have arrived and go on while its islands hydrate. Both browser
 * suites use it.
 */
import type { Locator, Page } from '@playwright/test';
import { holdScripts } from './hold-scripts';

/** Chromium's CPU slowed 4x, as a mid-range phone. */
export async function phoneCpu(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/**
 * Opens `path` with its HTML arriving and its scripts held until the returned function is called, so
 * what is typed first is typed before anything could hydrate, and the rest while it does.
 */
export async function openSlowly(page: Page, path: string): Promise<() => void> {
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: 'commit' });
  return release;
}

/** Real key presses, one every `delay` ms, beginning the moment the field is in the document. */
export async function typeAsSoonAsAttached(field: Locator, text: string, delay = 60): Promise<void> {
  await field.waitFor({ state: 'attached', timeout: 30_000 });
  await field.pressSequentially(text, { delay });
}

/** What a visitor types into the contact form; `service` is an option's value. */
export interface EarlyContact {
  name: string;
  email: string;
  service?: string;
  message: string;
}

/**
 * Types a whole contact message as the form appears (the scripts let in half-way through the name),
 * chooses the service, and presses Send as soon as it can be pressed.
 */
export async function typeContactAndSend(form: Locator, contact: EarlyContact, releaseScripts: () => void = () => {}): Promise<void> {
  const name = form.getByRole('textbox', { name: 'Full Name', exact: true });
  const half = Math.ceil(contact.name.length / 2);
  await typeAsSoonAsAttached(name, contact.name.slice(0, half), 80);
  releaseScripts();
  await name.pressSequentially(contact.name.slice(half), { delay: 80 });
  await typeAsSoonAsAttached(form.getByRole('textbox', { name: 'Email Address', exact: true }), contact.email);
  if (contact.service !== undefined) await form.getByRole('combobox', { name: 'Service of Interest' }).selectOption(contact.service);
  await typeAsSoonAsAttached(form.getByRole('textbox', { name: 'Project Details', exact: true }), contact.message);
  await form.getByRole('button', { name: 'Send Message' }).click();
}

/** What a visitor types into a newsletter signup. */
export interface EarlySignup {
  firstName: string;
  lastName: string;
  email: string;
}

/** Types a signup as the form appears (the scripts let in after the first name), consents, and presses Subscribe at once. */
export async function typeSignupAndSend(form: Locator, signup: EarlySignup, releaseScripts: () => void = () => {}): Promise<void> {
  await typeAsSoonAsAttached(form.getByRole('textbox', { name: 'First name' }), signup.firstName, 80);
  releaseScripts();
  await typeAsSoonAsAttached(form.getByRole('textbox', { name: 'Last name' }), signup.lastName);
  await typeAsSoonAsAttached(form.getByRole('textbox', { name: 'Email address' }), signup.email);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Subscribe' }).click();
}
