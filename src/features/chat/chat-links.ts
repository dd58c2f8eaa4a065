/**
 * Finds what a visitor can act on in a reply: phone numbers (tel:), email addresses (mailto:) and the firm's
 * own pages (a path such as /contact, or a URL on the site's own address). Everything else stays plain text;
 * the result is data the UI renders as text and links, never markup, whatever a model wrote.
 */
import { siteConfig } from '../../content/site-config';

/** A run of a reply: plain text, or a link with the words it shows. */
export type ChatSegment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string; internal: boolean };

// The site's own sections (docs/product/routes.md); a path outside them is left as text.
const SITE_SECTIONS = [
  'services',
  'about',
  'contact',
  'authority-hub',
  'insights',
  'case-studies',
  'research',
  'csr-initiatives',
  'privacy',
  'terms',
  'sitemap',
];
const SECTION = SITE_SECTIONS.join('|');
const SITE_HOST = new URL(siteConfig.siteUrl).host.replace(/^www\./, '');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// One pass over the text with named alternatives; a candidate must start the text or follow a space or an
// opening bracket or quote, so "24/7" or "and/or" never become links.
const LINKABLE = new RegExp(
  [
    // The host must end there: "ascendauthority.com.example.net" is somebody else's.
    `(?<url>https?://(?:www\\.)?${escapeRegExp(SITE_HOST)}(?![-A-Za-z0-9:@]|\\.[A-Za-z0-9])(?:/[A-Za-z0-9\\-/]*)?)`,
    `(?<email>[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,})`,
    `(?<path>/(?:${SECTION})(?:/[a-z0-9]+(?:-+[a-z0-9]+)*)*)(?![\\w/])`,
    `(?<phone>\\+?\\(?\\d[\\d ().-]{8,}\\d)`,
  ].join('|'),
  'g',
);
const BOUNDARY_BEFORE = /^$|[\s([{"'“‘]$/;
const PHONE_DIGITS = { min: 10, max: 15 };

/** tel: address of a written phone number, or undefined when it does not look like one (a date, a range, a version). */
export function telHref(written: string): string | undefined {
  const digits = written.replace(/\D/g, '');
  if (digits.length < PHONE_DIGITS.min || digits.length > PHONE_DIGITS.max) return undefined;
  if (!/^[+\d(][\d ().-]*$/.test(written) || /[.-]{2}|\s{2}/.test(written)) return undefined;
  // Digits come in groups of two or more, bar a country code after '+' (or a leading North American 1).
  const groups = written.split(/[^\d]+/).filter(Boolean);
  const [first, ...rest] = groups;
  const countryCode = written.startsWith('+') || (first === '1' && groups.length > 1);
  if (groups.length > 5 || rest.some((g) => g.length < 2) || (first.length < 2 && !countryCode)) return undefined;
  if (written.startsWith('+')) return `tel:+${digits}`;
  // The firm is in New York: a ten-digit number is a North American one.
  return digits.length === 10 ? `tel:+1${digits}` : `tel:+${digits}`;
}

// A path or URL ends before sentence punctuation: "see /contact." links "/contact".
function trimTrailing(text: string): string {
  return text.replace(/[/.,;:!?-]+$/, '') || text;
}

function linkOf(match: RegExpExecArray): { text: string; href: string; internal: boolean } | undefined {
  const groups = match.groups ?? {};
  if (groups.email) return { text: groups.email, href: `mailto:${groups.email}`, internal: false };
  if (groups.phone) {
    const text = groups.phone.replace(/[ .-]+$/, '');
    const href = telHref(text);
    return href ? { text, href, internal: false } : undefined;
  }
  if (groups.path) {
    const text = trimTrailing(groups.path);
    return { text, href: text, internal: true };
  }
  if (groups.url) {
    const text = trimTrailing(groups.url);
    const path = new URL(text).pathname.replace(/\/+$/, '') || '/';
    return { text, href: path, internal: true };
  }
  return undefined;
}

/** The reply cut into text and links, in order; joining every segment's text gives back `text` unchanged. */
export function chatSegments(text: string): ChatSegment[] {
  const segments: ChatSegment[] = [];
  let plainFrom = 0;
  for (const match of text.matchAll(LINKABLE)) {
    const start = match.index;
    if (start < plainFrom || !BOUNDARY_BEFORE.test(text.slice(Math.max(0, start - 1), start))) continue;
    const link = linkOf(match as RegExpExecArray);
    if (!link) continue;
    if (start > plainFrom) segments.push({ kind: 'text', text: text.slice(plainFrom, start) });
    segments.push({ kind: 'link', ...link });
    plainFrom = start + link.text.length;
  }
  if (plainFrom < text.length) segments.push({ kind: 'text', text: text.slice(plainFrom) });
  return segments;
}

// A next step about booking the strategy session or a consultation is done on the contact page.
const BOOKING_STEP = /\b(book|schedule|reserve|request)\b.*\b(session|consultation|call|meeting)\b/i;

/** An action item's segments: its phone number or email as links, or, for a booking step, the whole step linking to /contact. */
export function actionItemSegments(item: string): ChatSegment[] {
  const segments = chatSegments(item);
  if (segments.some((s) => s.kind === 'link') || !BOOKING_STEP.test(item)) return segments;
  return [{ kind: 'link', text: item, href: '/contact', internal: true }];
}
