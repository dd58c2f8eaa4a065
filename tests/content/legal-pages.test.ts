/** The privacy policy and terms: one source for their heads, and the privacy policy kept true to what the code does. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import privacy from '../../src/content/pages/privacy.md';
import terms from '../../src/content/pages/terms.md';
import { staticPages } from '../../src/content/static-pages';
import { siteConfig } from '../../src/content/site-config';
import { formatLongDate } from '../../src/lib/format-date';
import { OUTBOX_DB_NAME } from '../../src/outbox/database-name';
import { DELIVERED_RETENTION_DAYS } from '../../src/outbox/queries';
import { LEGACY_KEYS } from '../../src/outbox/kept-in-storage';
import { CHAT_HANDOFF_KEY } from '../../src/features/chat/chat-handoff-storage';
import { CHAT_SESSION_KEY } from '../../src/lib/chat-session-key';
import { internalHrefs, isKnownTarget } from './internal-targets';

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
const privacyText = text(privacy.html);
const termsText = text(terms.html);
const SUBMISSION_TABLES = ['contact_submissions', 'newsletter_subscribers', 'chat_messages'];

/** Column names of a `create table` statement in the migrations. */
function columnsOf(sql: string, table: string): string[] {
  const body = new RegExp(`create table public\\.${table} \\(([\\s\\S]*?)\\n\\);`).exec(sql)?.[1];
  if (!body) throw new Error(`no table ${table} in the migrations`);
  return body
    .split('\n')
    .map((line) => /^\s{2}([a-z_]+)\s/.exec(line)?.[1])
    .filter((name): name is string => name !== undefined);
}

/** The text under the heading `title` of the privacy policy, up to the next heading. */
function sectionText(title: string): string {
  const start = privacy.html.indexOf(`>${title}</h`);
  if (start < 0) throw new Error(`privacy.md has no heading "${title}"`);
  const end = privacy.html.slice(start + title.length).search(/<h[23] /);
  return text(privacy.html.slice(start, end < 0 ? undefined : start + title.length + end));
}

// Where the policy describes each table, and how it names each column; a column missing here is one the policy does not describe yet.
const DESCRIBED: Record<string, { section: string; columns: Record<string, RegExp> }> = {
  contact_submissions: {
    section: 'Contact messages',
    columns: {
      name: /your name/,
      email: /email/,
      company: /company/,
      phone: /phone/,
      service: /service of interest/,
      message: /your message/,
      created_at: /the time/,
    },
  },
  newsletter_subscribers: {
    section: 'Newsletter subscriptions',
    columns: {
      first_name: /first name/,
      last_name: /last name/,
      email: /email/,
      opted_in: /your consent/,
      created_at: /the time/,
    },
  },
  chat_messages: {
    section: 'Chat messages',
    columns: {
      session_id: /random conversation identifier/,
      user_message: /your message/,
      ai_response: /the reply/,
      provider: /whether Gemini or the site's built-in replies answered/,
      confidence: /confidence score/,
      created_at: /the time/,
    },
  },
};
const EVERY_RECORD: Record<string, RegExp> = {
  id: /./,
  client_record_id: /random identifier your browser gave it/,
  client_address_hash: /salted hash of your network \(IP\) address/,
};

describe.each([
  ['privacy', privacy, staticPages.privacy],
  ['terms', terms, staticPages.terms],
] as const)('%s page', (name, doc, page) => {
  it('its hero and head come from the Markdown frontmatter', () => {
    expect(page.path).toBe(`/${name}`);
    expect(page.title).toBe(doc.frontmatter.title);
    expect(page.intro).toBe(doc.frontmatter.intro);
    expect(page.metaTitle).toBe(doc.frontmatter.metaTitle);
    expect(page.description).toBe(doc.frontmatter.description);
    expect(page.description.length).toBeLessThanOrEqual(160);
  });

  it('states its effective date, the one in its frontmatter', () => {
    expect(text(doc.html)).toContain(`Effective date: ${formatLongDate(String(doc.frontmatter.updated))}`);
  });

  it("gives the firm's contact details as site-config has them", () => {
    expect(doc.html).toContain(`mailto:${siteConfig.contactInfo.email}`);
    expect(text(doc.html)).toContain(siteConfig.contactInfo.phone);
    expect(text(doc.html)).toContain(siteConfig.contactInfo.address);
  });

  it('links only to pages that exist', () => {
    for (const href of internalHrefs(doc.html)) expect(isKnownTarget(href), href).toBe(true);
  });
});

describe('privacy policy matches the code', () => {
  it("names the on-device database, its retention, the legacy keys it migrates, and the chat's session and handoff keys", () => {
    expect(privacyText).toContain(OUTBOX_DB_NAME);
    expect(privacyText).toContain(`${DELIVERED_RETENTION_DAYS} days after`);
    for (const key of Object.values(LEGACY_KEYS)) expect(privacyText).toContain(key);
    expect(privacyText).toContain(CHAT_SESSION_KEY);
    expect(privacyText).toContain(CHAT_HANDOFF_KEY);
  });

  it('describes every column the server stores about a visitor, under its record', () => {
    const sql = readFileSync('supabase/migrations/20250115090100_submissions.sql', 'utf8');
    const everyRecord = sectionText('With every record');
    for (const table of SUBMISSION_TABLES) {
      const { section, columns } = DESCRIBED[table];
      const described = sectionText(section);
      for (const column of columnsOf(sql, table)) {
        const [where, phrase] = column in EVERY_RECORD ? [everyRecord, EVERY_RECORD[column]] : [described, columns[column]];
        expect(phrase, `${table}.${column} is not described in privacy.md`).toBeDefined();
        expect(where, `${table}.${column}`).toMatch(phrase);
      }
    }
  });

  it('says what Gemini receives, as the chat function sends it', () => {
    const handler = readFileSync('supabase/functions/ai-chatbot/chat-rows.ts', 'utf8');
    const turns = Number(/const HISTORY_TURNS = (\d+);/.exec(handler)?.[1]);
    const hours = Number(/interval '(\d+) hours'/.exec(handler)?.[1]);
    const words = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
    expect(privacyText).toContain(
      `up to ${words[turns]} earlier exchanges from the same conversation within the last ${words[hours]} hours`,
    );
  });

  it('claims no cookies, and no source file sets one', () => {
    expect(privacyText).toMatch(/no cookies/i);
    const sources = import.meta.glob<string>(['../../src/**/*.{ts,tsx}', '../../sw/**/*.ts', '!**/*.test.*'], {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    expect(Object.keys(sources).length).toBeGreaterThan(50);
    for (const [file, source] of Object.entries(sources)) expect(source, file).not.toMatch(/document\.cookie|cookieStore/);
  });
});

describe('terms of service', () => {
  it('covers the parts a consultancy website needs', () => {
    for (const heading of [
      'Our content',
      'General information, not professional advice',
      'The AI assistant',
      'The newsletter',
      'Limitation of liability',
      'Governing law',
      'Contact',
    ]) {
      expect(terms.headings.map((h) => h.text)).toContain(heading);
    }
    expect(termsText).toContain('laws of the State of New York');
    expect(termsText).toMatch(/informational only/);
  });
});
