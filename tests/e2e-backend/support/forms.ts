/** Filling and sending the contact form and the newsletter card on /contact, as a visitor does. */
import { expect, type Locator, type Page } from '@playwright/test';

/** docs/product/texts.md's texts, verbatim. */
export const SPEC_TEXTS = {
  contactStored:
    "Your message has been received! We'll respond within 24 hours. (Stored locally - will sync when connection is restored)",
  newsletterThanks: "Thank you for subscribing! You'll receive our latest AI marketing insights.",
  newsletterStoredSuffix: '(Subscription confirmed - will sync when connection is restored)',
  newsletterAlready: 'Thank you! You are already subscribed to our newsletter.',
} as const;

/** What a visitor types into the contact form. */
export interface ContactInput {
  name: string;
  email: string;
  message: string;
}

/** What a visitor types into the newsletter card. */
export interface SignupInput {
  firstName: string;
  lastName: string;
  email: string;
}

/** The contact form once hydrated (its button is disabled in the prerendered HTML). */
export async function contactForm(page: Page): Promise<Locator> {
  const form = page.getByRole('form', { name: 'Tell us about your goals' });
  await expect(form).toHaveAttribute('data-hydrated', 'true');
  return form;
}

/** The full newsletter card on /contact once hydrated. */
export async function newsletterForm(page: Page): Promise<Locator> {
  const form = page.getByTestId('newsletter-full').getByRole('form', { name: 'Get our AI marketing insights' });
  await expect(form).toHaveAttribute('data-hydrated', 'true');
  return form;
}

/** Fills the required fields and presses Send Message. */
export async function sendContact(form: Locator, input: ContactInput): Promise<void> {
  await form.getByRole('textbox', { name: 'Full Name', exact: true }).fill(input.name);
  await form.getByRole('textbox', { name: 'Email Address', exact: true }).fill(input.email);
  await form.getByRole('textbox', { name: 'Project Details', exact: true }).fill(input.message);
  await form.getByRole('button', { name: 'Send Message' }).click();
}

/** Fills the card, gives consent and presses Subscribe. */
export async function sendSignup(form: Locator, input: SignupInput): Promise<void> {
  await form.getByRole('textbox', { name: 'First name' }).fill(input.firstName);
  await form.getByRole('textbox', { name: 'Last name' }).fill(input.lastName);
  await form.getByRole('textbox', { name: 'Email address' }).fill(input.email);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Subscribe' }).click();
}
