/** What the contact form and the newsletter signup told the visitor, read from their result boxes' text (docs/product/texts.md). */

/** What the contact form says once a message is safe, by what it claims, word for word (docs/product/texts.md); any other text is a failure. */
export const CONTACT_TEXTS = {
  sent: "Your message has been sent successfully! We'll respond within 24 hours.",
  'stored locally': "Your message has been received! We'll respond within 24 hours. (Stored locally - will sync when connection is restored)",
};

const CONTACT_SAID = new Map(Object.entries(CONTACT_TEXTS).map(([said, text]) => [text, said]));

const THANKS = "Thank you for subscribing! You'll receive our latest AI marketing insights.";
const SUCCESS_TITLE = 'Success!';

/** The newsletter signup's texts the soak accepts, word for word (docs/product/texts.md, src/features/newsletter/newsletter-texts.ts). */
export const NEWSLETTER_TEXTS = {
  subscribed: THANKS,
  storedLocally: `${THANKS} (Subscription confirmed - will sync when connection is restored)`,
  alreadySubscribed: 'Thank you! You are already subscribed to our newsletter.',
};

/** A box's text as the visitor reads it: runs of white space (the line between title and text) as one space. */
const flat = (text) => text.replace(/\s+/g, ' ').trim();

/** 'sent' or 'stored locally' for the contact banner's text; throws on any other text. */
export function contactSaid(bannerText) {
  const text = flat(bannerText);
  const said = CONTACT_SAID.get(text);
  if (said === undefined) throw new Error(`the contact form said neither "sent" nor "stored locally": ${JSON.stringify(text.slice(0, 200))}`);
  return said;
}

/**
 * 'subscribed', 'stored locally' or 'already subscribed' for the newsletter result box's text (its
 * 'Success!' title, then the text); throws on any other text. 'already subscribed' is accepted only
 * when `subscribedBefore`: for an email never sent before it is a wrong answer.
 */
export function newsletterSaid(boxText, { subscribedBefore }) {
  const text = flat(boxText);
  const accepted = new Map([
    [`${SUCCESS_TITLE} ${NEWSLETTER_TEXTS.subscribed}`, 'subscribed'],
    [`${SUCCESS_TITLE} ${NEWSLETTER_TEXTS.storedLocally}`, 'stored locally'],
    ...(subscribedBefore ? [[`${SUCCESS_TITLE} ${NEWSLETTER_TEXTS.alreadySubscribed}`, 'already subscribed']] : []),
  ]);
  const said = accepted.get(text);
  if (said === undefined) {
    const expected = subscribedBefore ? '"subscribed", "stored locally" nor "already subscribed"' : '"subscribed" nor "stored locally"';
    throw new Error(`the newsletter signup said neither ${expected}: ${JSON.stringify(text.slice(0, 200))}`);
  }
  return said;
}

/** Whether an answer claims the backend has the record: its row must exist by the time the page said so. */
export const claimsDelivered = (said) => said === 'sent' || said === 'subscribed' || said === 'already subscribed';

/**
 * Failures for every record a page called delivered (`saidDelivered`: marker to { kind, answer, at })
 * whose row the database stored only later, or never (`storedAt`: marker to the row's created_at, in ms).
 */
export function saidBeforeStored(saidDelivered, storedAt) {
  const failures = [];
  for (const [marker, { kind, answer, at: saidAt }] of saidDelivered) {
    const at = storedAt.get(marker);
    if (at === undefined || at > saidAt) {
      failures.push(`${marker} (${kind}): the page said "${answer}" but the database ${at === undefined ? 'never stored it' : `stored it only ${at - saidAt} ms later`}`);
    }
  }
  return failures;
}
