// @vitest-environment jsdom
/* global document -- the test renders the result boxes in jsdom. */
/** The soak's reading of the result boxes: exactly docs/product/texts.md's success texts pass, any other text fails. */
import { readFileSync } from 'node:fs';
import { URL as FileURL } from 'node:url';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { contactTexts } from '../../src/features/contact/contact-texts.ts';
import { ContactResult } from '../../src/features/contact/contact-result.tsx';
import { newsletterTexts } from '../../src/features/newsletter/newsletter-texts.ts';
import { NewsletterResult } from '../../src/features/newsletter/newsletter-result.tsx';
import { newsletterStyles } from '../../src/features/newsletter/newsletter-styles.ts';
import { CONTACT_TEXTS, NEWSLETTER_TEXTS, claimsDelivered, contactSaid, newsletterSaid, saidBeforeStored } from './page-said.mjs';

// jsdom's own URL class refuses file: URLs.
const SPEC = readFileSync(new FileURL('../../docs/product/texts.md', import.meta.url), 'utf8');
const FRESH = { subscribedBefore: false };
const REPEAT = { subscribedBefore: true };

afterEach(cleanup);

// jsdom has no innerText: the box's paragraphs one per line, as a browser's innerText gives them.
function shown(testId) {
  const box = document.querySelector(`[data-testid="${testId}"]`);
  return [...box.querySelectorAll('p')].map((p) => p.textContent).join('\n');
}

const newsletterBox = (outcome) => {
  render(createElement(NewsletterResult, { outcome, styles: newsletterStyles.full, resultRef: () => undefined }));
  return shown('newsletter-result');
};

const contactBanner = (outcome) => {
  render(createElement(ContactResult, { outcome, resultRef: () => undefined }));
  return shown('contact-result');
};

describe("the soak's texts", () => {
  it("are the site's and docs/product/texts.md's, word for word", () => {
    expect(NEWSLETTER_TEXTS).toEqual({
      subscribed: newsletterTexts.results.delivered,
      storedLocally: newsletterTexts.results.storedLocally,
      alreadySubscribed: newsletterTexts.results.alreadyDelivered,
    });
    expect(CONTACT_TEXTS).toEqual({ sent: contactTexts.results.delivered, 'stored locally': contactTexts.results.storedLocally });
    for (const text of [NEWSLETTER_TEXTS.subscribed, NEWSLETTER_TEXTS.alreadySubscribed, ...Object.values(CONTACT_TEXTS)]) expect(SPEC).toContain(`'${text}'`);
    expect(SPEC).toContain(`Same thanks plus '${NEWSLETTER_TEXTS.storedLocally.slice(NEWSLETTER_TEXTS.subscribed.length + 1)}'`);
  });
});

describe('newsletterSaid', () => {
  it('reads what the result box shows for a delivered, a kept and an already subscribed signup', () => {
    expect(newsletterSaid(newsletterBox({ type: 'delivered' }), FRESH)).toBe('subscribed');
    cleanup();
    expect(newsletterSaid(newsletterBox({ type: 'queued', reason: 'offline', message: 'Network error' }), FRESH)).toBe('stored locally');
    cleanup();
    expect(newsletterSaid(newsletterBox({ type: 'delivered', already: true }), REPEAT)).toBe('already subscribed');
  });

  it('fails "already subscribed" for an email never sent before', () => {
    expect(() => newsletterSaid(newsletterBox({ type: 'delivered', already: true }), FRESH)).toThrow(
      'the newsletter signup said neither "subscribed" nor "stored locally": "Success! Thank you! You are already subscribed to our newsletter."',
    );
  });

  it("fails the 'Error' box, with the default text or the server's", () => {
    expect(() => newsletterSaid(newsletterBox({ type: 'unsaved' }), REPEAT)).toThrow('"Error An error occurred. Please try again."');
    cleanup();
    expect(() => newsletterSaid(newsletterBox({ type: 'rejected', message: 'Invalid email address' }), FRESH)).toThrow('"Error Invalid email address"');
  });

  it('fails any other text: a changed word, a missing title, another form\'s text, nothing', () => {
    const wrong = [
      `Success! ${NEWSLETTER_TEXTS.subscribed.replace("You'll", 'You’ll')}`,
      `Success! ${NEWSLETTER_TEXTS.subscribed.replace('insights', 'news')}`,
      `Success! ${NEWSLETTER_TEXTS.storedLocally.replace('Subscription confirmed', 'Stored locally')}`,
      `Success! ${NEWSLETTER_TEXTS.subscribed} (Subscription confirmed)`,
      NEWSLETTER_TEXTS.subscribed,
      `Error ${NEWSLETTER_TEXTS.subscribed}`,
      `Success! ${CONTACT_TEXTS.sent}`,
      'Success!',
      '',
    ];
    for (const text of wrong) {
      expect(() => newsletterSaid(text, FRESH), text).toThrow(/^the newsletter signup said neither/);
      expect(() => newsletterSaid(text, REPEAT), text).toThrow(/^the newsletter signup said neither/);
    }
  });
});

describe('contactSaid', () => {
  it('reads what the banner shows for a sent and a kept message', () => {
    expect(contactSaid(contactBanner({ type: 'delivered' }))).toBe('sent');
    cleanup();
    expect(contactSaid(contactBanner({ type: 'queued', reason: 'server', message: 'HTTP 503' }))).toBe('stored locally');
  });

  it("fails the red banner and the newsletter's text", () => {
    expect(() => contactSaid(contactBanner({ type: 'unsaved' }))).toThrow('"Sorry, there was an error sending your message. Please try again."');
    expect(() => contactSaid(NEWSLETTER_TEXTS.subscribed)).toThrow(/^the contact form said neither/);
  });
});

describe('claimsDelivered', () => {
  it('holds for the answers that say the backend has the record, not for one kept on the device', () => {
    expect(['sent', 'subscribed', 'already subscribed', 'stored locally'].map(claimsDelivered)).toEqual([true, true, true, false]);
  });
});

describe('saidBeforeStored', () => {
  const said = new Map([
    ['soakabcx1', { kind: 'contact', answer: 'sent', at: 10_000 }],
    ['soakabcx2', { kind: 'newsletter', answer: 'subscribed', at: 10_000 }],
    ['soakabcx3', { kind: 'newsletter', answer: 'subscribed', at: 10_000 }],
  ]);

  it('passes rows stored before or when the page said so', () => {
    expect(saidBeforeStored(said, new Map([['soakabcx1', 9_000], ['soakabcx2', 10_000], ['soakabcx3', 9_999]]))).toEqual([]);
  });

  it('fails a signup or message the page called delivered before its row existed, or whose row never came', () => {
    expect(saidBeforeStored(said, new Map([['soakabcx1', 9_000], ['soakabcx2', 10_250]]))).toEqual([
      'soakabcx2 (newsletter): the page said "subscribed" but the database stored it only 250 ms later',
      'soakabcx3 (newsletter): the page said "subscribed" but the database never stored it',
    ]);
  });
});
