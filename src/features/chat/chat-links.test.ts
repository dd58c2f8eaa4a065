import { describe, expect, it } from 'vitest';
import { siteConfig } from '../../content/site-config';
import { actionItemSegments, chatSegments, telHref, type ChatSegment } from './chat-links';

const { phone, email } = siteConfig.contactInfo;
const links = (segments: ChatSegment[]) => segments.flatMap((s) => (s.kind === 'link' ? [[s.text, s.href]] : []));
const joined = (segments: ChatSegment[]) => segments.map((s) => s.text).join('');

describe('chatSegments', () => {
  it("links the firm's phone number, its email and its pages, and keeps every character of the text", () => {
    const text = `Call ${phone} or email ${email}. Book through /contact, or read /services/seo-ppc-superpowers first.`;
    const segments = chatSegments(text);
    expect(joined(segments)).toBe(text);
    expect(links(segments)).toEqual([
      [phone, 'tel:+12125550147'],
      [email, `mailto:${email}`],
      ['/contact', '/contact'],
      ['/services/seo-ppc-superpowers', '/services/seo-ppc-superpowers'],
    ]);
  });

  it('understands the ways a model writes a phone number', () => {
    expect(links(chatSegments('Call (212) 555-0147 today'))).toEqual([['(212) 555-0147', 'tel:+12125550147']]);
    expect(links(chatSegments('Call 212-555-0147.'))).toEqual([['212-555-0147', 'tel:+12125550147']]);
    expect(links(chatSegments('Call 212.555.0147, please'))).toEqual([['212.555.0147', 'tel:+12125550147']]);
    expect(links(chatSegments('or +44 20 7946 0958'))).toEqual([['+44 20 7946 0958', 'tel:+442079460958']]);
  });

  it('leaves figures, dates, ranges and prices alone', () => {
    for (const text of [
      'ROI within 60-90 days',
      'since 2003, 20+ years',
      'a $2,500 strategy session',
      'on 2025-09-18 at 9:00',
      'available 24/7 and/or by email',
      'over $2.8 billion across 350+ projects',
      'scores of 85, 72, 91 and 68',
      'version 1.2.3.4.5.6.7.8.9.10',
    ]) {
      expect(links(chatSegments(text)), text).toEqual([]);
    }
  });

  it("links only the firm's own pages: its sections by path, its own address, never another site", () => {
    expect(links(chatSegments('See https://www.ascendauthority.com/authority-hub/guides for more.'))).toEqual([
      ['https://www.ascendauthority.com/authority-hub/guides', '/authority-hub/guides'],
    ]);
    expect(links(chatSegments('See https://ascendauthority.com.'))).toEqual([['https://ascendauthority.com', '/']]);
    expect(links(chatSegments('See https://evil.example/contact or http://ascendauthority.com.evil.example/x'))).toEqual([]);
    expect(links(chatSegments('Try /etc/passwd or /wp-admin or a/contact'))).toEqual([]);
    expect(links(chatSegments('("/insights")'))).toEqual([['/insights', '/insights']]);
  });

  it('keeps markup a model might write as text: no segment is anything but text or a checked link', () => {
    const text = '<a href="javascript:alert(1)">/contact</a> <img src=x onerror=alert(1)> mailto:x@y.z';
    const segments = chatSegments(text);
    expect(joined(segments)).toBe(text);
    for (const segment of segments) {
      if (segment.kind === 'link') expect(segment.href).toMatch(/^(tel:\+\d+|mailto:[^\s<>"]+|\/[a-z0-9\-/]*)$/);
    }
  });
});

describe('telHref', () => {
  it('gives E.164 for the firm number and refuses what has too few or too many digits', () => {
    expect(telHref(phone)).toBe(`tel:${siteConfig.contactInfo.phoneHref}`);
    expect(telHref('555-0147')).toBeUndefined();
    expect(telHref('1234567890123456')).toBeUndefined();
  });
});

describe('actionItemSegments', () => {
  it('makes a booking step a link to /contact in its own words, and links the phone and email of the others', () => {
    expect(actionItemSegments('Book your free $2,500 strategy session')).toEqual([
      { kind: 'link', text: 'Book your free $2,500 strategy session', href: '/contact', internal: true },
    ]);
    expect(links(actionItemSegments(`Call ${phone} to claim one of this month's 3 consultation spots`))).toEqual([
      [phone, 'tel:+12125550147'],
    ]);
    expect(links(actionItemSegments(`Email ${email} with your website and goals`))).toEqual([[email, `mailto:${email}`]]);
    expect(actionItemSegments('Read our case studies')).toEqual([{ kind: 'text', text: 'Read our case studies' }]);
  });
});
