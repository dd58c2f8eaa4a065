/**
 * The links a model's answer may carry: the site's own pages (a path such as /contact), the firm's
 * email address and phone number. Pure; the chat edge function checks every answer with it.
 */

/** What the site allows an answer to name. */
export interface LinkRules {
  /** every page path of the site ("/", "/contact", "/services/x") */
  pagePaths: ReadonlySet<string>;
  /** the firm's own host (its email's domain); an absolute URL there to one of its pages is fine */
  siteHost: string;
  /** domains the site's own pages mention (schema.org ...): naming them is quoting the site */
  knownDomains: ReadonlySet<string>;
  /** the firm's email address, lower case */
  email: string;
  /** the firm's phone number as digits, with and without its country code */
  phoneDigits: ReadonlySet<string>;
}

// A path starts the text or follows a space, bracket or quote: "24/7", "AEO/GEO" and "$2,500/month" are no paths.
const PATH = /(?<=^|[\s([{"'“‘])\/[A-Za-z0-9][A-Za-z0-9\-_/]*(?:#[A-Za-z0-9\-_]+)?/g;
const URL_LIKE = /\b(?:https?:\/\/|ftp:\/\/|www\.)[^\s<>"')\]]+/gi;
const SCHEME = /\b(?:javascript|vbscript):|\bdata:[a-z]+\/|\bfile:\/\//i;
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
const DOMAIN =
  /(?<![@\w.-])(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+(?:com|net|org|io|co|ai|dev|app|example|info|biz|xyz|ly|me|us|uk|de|es|fr|ru|cn|link|site|online|top|gg|tv|sh|to|click|shop|store)\b/gi;
const PHONE = /\+?\(?\d[\d ().-]{8,}\d/g;
const PHONE_DIGITS = { min: 10, max: 15 };

function pathOf(written: string): { page: string; anchor: string } {
  const [path, anchor = ''] = written.split('#');
  return { page: path.replace(/\/+$/, '') || '/', anchor };
}

/** Is `written` (a path, maybe with #section) a page of the site? */
export function isSitePath(written: string, rules: LinkRules): boolean {
  return rules.pagePaths.has(pathOf(written.replace(/[.,;:!?]+$/, '')).page);
}

/** The text with every path that is not a page of the site taken out (a made-up page is never shown as a link). */
export function withoutUnknownPaths(text: string, rules: LinkRules): string {
  return text
    .replace(PATH, (written) => {
      const trimmed = written.replace(/[/\-_]+$/, '');
      return isSitePath(trimmed, rules) ? written : '';
    })
    .replace(/\(\s*\)/g, '')
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ +([.,;:!?])/g, '$1');
}

function onSite(url: string, rules: LinkRules): boolean {
  try {
    const parsed = new URL(/^www\./i.test(url) ? `https://${url}` : url);
    const host = parsed.hostname.toLowerCase().replace(/^www\./, '');
    return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && host === rules.siteHost && isSitePath(parsed.pathname, rules);
  } catch {
    return false;
  }
}

/**
 * Every address in the text that is not the site's own: URLs elsewhere, other domains, other email
 * addresses and phone numbers, script and data schemes. Spans found verbatim in `grounding` (the
 * site's passages the model was given) are the site's words and pass.
 */
export function offSiteLinks(text: string, rules: LinkRules, grounding = ''): string[] {
  const found: string[] = [];
  const grounded = grounding.toLowerCase();
  const add = (span: string) => {
    if (!grounded.includes(span.toLowerCase())) found.push(span);
  };
  for (const [url] of text.matchAll(URL_LIKE)) if (!onSite(url.replace(/[.,;:!?]+$/, ''), rules)) add(url);
  const withoutUrls = text.replace(URL_LIKE, ' ');
  if (SCHEME.test(withoutUrls)) found.push(SCHEME.exec(withoutUrls)![0]);
  for (const [email] of withoutUrls.matchAll(EMAIL)) if (email.toLowerCase() !== rules.email) add(email);
  const withoutEmails = withoutUrls.replace(EMAIL, ' ');
  for (const [domain] of withoutEmails.matchAll(DOMAIN)) {
    const host = domain.toLowerCase().replace(/^www\./, '');
    if (host !== rules.siteHost && !rules.knownDomains.has(host)) add(domain);
  }
  for (const [phone] of withoutEmails.matchAll(PHONE)) {
    const digits = phone.replace(/\D/g, '');
    if (digits.length < PHONE_DIGITS.min || digits.length > PHONE_DIGITS.max) continue;
    if (!rules.phoneDigits.has(digits)) add(phone.trim());
  }
  return found;
}

/** The domains named in a text (to learn which ones the site's own pages mention). */
export function domainsIn(text: string): string[] {
  return [...text.replace(EMAIL, ' ').matchAll(DOMAIN)].map(([domain]) => domain.toLowerCase().replace(/^www\./, ''));
}
