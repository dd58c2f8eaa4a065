// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { siteConfig } from '../../content/site-config';
import { ContactForm } from './contact-form';
import { contactPageHead } from './contact-page-head';
import { ContactPage } from './contact-page';

vi.mock('../../outbox/page/outbox-sync', () => ({
  pageOutbox: vi.fn(),
  requestSync: vi.fn(),
  startOutboxSync: async () => undefined,
}));

afterEach(cleanup);

describe('ContactPage', () => {
  it('puts the form beside a details column with phone, email, location, response time, hours and what to expect', () => {
    render(<ContactPage />);
    expect(screen.getByRole('form', { name: 'Tell us about your goals' })).toBeTruthy();
    const details = within(screen.getByTestId('contact-details'));
    expect(details.getByRole('link', { name: siteConfig.contactInfo.phone }).getAttribute('href')).toBe(
      `tel:${siteConfig.contactInfo.phoneHref}`,
    );
    expect(details.getByRole('link', { name: siteConfig.contactInfo.email }).getAttribute('href')).toBe(
      `mailto:${siteConfig.contactInfo.email}`,
    );
    expect(details.getByText(siteConfig.contactInfo.address).tagName).toBe('ADDRESS');
    expect(details.getByText('24-hour initial response')).toBeTruthy();
    expect(details.getByText('Comprehensive strategy within 48 hours')).toBeTruthy();
    expect(details.getByText('Monday to Friday 9AM-6PM EST')).toBeTruthy();
    const expectHeading = details.getByRole('heading', { name: 'What to Expect' });
    const steps = within(expectHeading.parentElement!).getAllByRole('listitem');
    expect(steps.length).toBeGreaterThanOrEqual(4);
  });

  it('gives the newsletter its own section only when one is passed', () => {
    const { rerender } = render(<ContactPage />);
    expect(screen.queryByRole('heading', { name: 'Prefer to start with our insights?' })).toBeNull();
    rerender(<ContactPage newsletter={<p>signup</p>} />);
    const section = screen.getByRole('region', { name: 'Prefer to start with our insights?' });
    expect(within(section).getByText('signup')).toBeTruthy();
  });
});

describe('ContactForm before hydration', () => {
  it('is prerendered with its submit button disabled, so a click cannot send the fields in a native GET', () => {
    const html = renderToString(<ContactForm />);
    expect(html).toContain('data-hydrated="false"');
    expect(html).toMatch(/<button type="submit" disabled=""/);
  });
});

describe('contactPageHead', () => {
  it("keeps the static page's metadata and types its page node as a ContactPage", () => {
    const head = contactPageHead();
    const jsonLd = head.meta.flatMap((tag) =>
      'script:ld+json' in tag ? [tag['script:ld+json'] as Record<string, unknown>] : [],
    );
    const types = jsonLd.map((node) => node['@type']);
    expect(types).toContain('ContactPage');
    expect(types).not.toContain('WebPage');
    // 'Contact: Start Your Authority Assessment | Ascend Strategy Consulting' would run past 60 characters.
    expect(head.meta).toContainEqual({ title: 'Contact: Start Your Authority Assessment | Ascend' });
    expect(head.links).toContainEqual({ rel: 'canonical', href: `${siteConfig.siteUrl}/contact` });
  });
});
