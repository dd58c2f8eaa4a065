// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { articles } from '../../content/insights/article-index';
import { InsightsIndexPage } from './insights-index-page';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

const titles = () =>
  within(screen.getByTestId('insights-list'))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

/** The page at `url`, as the browser renders it once its island has hydrated (no router: the island reads the address). */
function renderAt(url: string) {
  window.history.replaceState(null, '', url);
  return render(<InsightsIndexPage />);
}

describe('InsightsIndexPage', () => {
  it('lists every article newest first, each with category, date and reading time', () => {
    renderAt('/insights');
    expect(titles()).toEqual(articles.map((a) => a.title));
    const first = screen.getAllByTestId('insight-card')[0];
    expect(first.textContent).toContain(articles[0].category);
    expect(first.textContent).toContain('September 18, 2025');
    expect(first.textContent).toContain(`${articles[0].readTime} min read`);
    expect(within(first).getByRole('link', { name: articles[0].title }).getAttribute('href')).toBe(`/insights/${articles[0].slug}`);
    expect(screen.getByRole('status').textContent).toBe('Showing all 11 articles, newest first');
    expect(screen.getByRole('button', { name: /^All topics/ }).getAttribute('aria-pressed')).toBe('true');
  });

  it('shows only the category the address names, with the count, and marks its toggle pressed', () => {
    renderAt('/insights?category=strategic-analysis');
    expect(titles()).toEqual(articles.filter((a) => a.category === 'Strategic Analysis').map((a) => a.title));
    expect(screen.getByRole('status').textContent).toBe('Showing 2 articles of 11 in Strategic Analysis');
    const toggle = screen.getByRole('button', { name: 'Strategic Analysis, 2 articles' });
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: /^All topics/ }).getAttribute('aria-pressed')).toBe('false');
  });

  it('an unknown category is no filter', () => {
    renderAt('/insights?category=astrology');
    expect(titles()).toEqual(articles.map((a) => a.title));
    expect(screen.getByRole('button', { name: /^All topics/ }).getAttribute('aria-pressed')).toBe('true');
  });

  it('a toggle rewrites the address in place (no new history entry); "All topics" clears the category', async () => {
    const user = userEvent.setup();
    renderAt('/insights?category=market-analysis');
    const entries = window.history.length;
    const group = screen.getByRole('group', { name: 'Filter by topic' });
    await user.click(within(group).getByRole('button', { name: /^Trust & CSR/ }));
    expect(window.location.search).toBe('?category=trust-csr');
    expect(screen.getByRole('status').textContent).toMatch(/in Trust & CSR$/);
    await user.click(within(group).getByRole('button', { name: /^All topics/ }));
    expect(window.location.search).toBe('');
    expect(titles()).toEqual(articles.map((a) => a.title));
    expect(window.history.length).toBe(entries);
  });

  it('follows the address when it changes by back or forward', () => {
    renderAt('/insights');
    act(() => {
      window.history.replaceState(null, '', '/insights?category=strategic-analysis');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByRole('status').textContent).toBe('Showing 2 articles of 11 in Strategic Analysis');
  });

  it('ends with the calls to action to /contact and /authority-hub, after the article list', () => {
    renderAt('/insights');
    const closing = screen.getByTestId('insights-closing');
    expect(screen.getByTestId('insights-list').compareDocumentPosition(closing) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(closing).getByRole('link', { name: 'Start Your Authority Assessment' }).getAttribute('href')).toBe('/contact');
    expect(within(closing).getByRole('link', { name: 'Explore Authority Hub' }).getAttribute('href')).toBe('/authority-hub');
  });
});
