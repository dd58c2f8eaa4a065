// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { articles } from '../../content/insights/article-index';
import { InsightsIndexPage } from './insights-index-page';
import { renderWithRouter } from '../../../tests/support/render-with-router';

afterEach(cleanup);

const titles = () =>
  within(screen.getByTestId('insights-list'))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

describe('InsightsIndexPage', () => {
  it('lists every article newest first, each with category, date and reading time', async () => {
    await renderWithRouter(<InsightsIndexPage category={undefined} onCategoryChange={() => {}} />, 'insights-list');
    expect(titles()).toEqual(articles.map((a) => a.title));
    const first = screen.getAllByTestId('insight-card')[0];
    expect(first.textContent).toContain(articles[0].category);
    expect(first.textContent).toContain('September 18, 2025');
    expect(first.textContent).toContain(`${articles[0].readTime} min read`);
    expect(screen.getByRole('status').textContent).toBe('Showing all 11 articles, newest first');
    expect(screen.getByRole('button', { name: /^All topics/ }).getAttribute('aria-pressed')).toBe('true');
  });

  it('shows only the chosen category, with the count, and marks its toggle pressed', async () => {
    await renderWithRouter(<InsightsIndexPage category="strategic-analysis" onCategoryChange={() => {}} />, 'insights-list');
    expect(titles()).toEqual(articles.filter((a) => a.category === 'Strategic Analysis').map((a) => a.title));
    expect(screen.getByRole('status').textContent).toBe('Showing 2 articles of 11 in Strategic Analysis');
    const toggle = screen.getByRole('button', { name: 'Strategic Analysis, 2 articles' });
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: /^All topics/ }).getAttribute('aria-pressed')).toBe('false');
  });

  it('reports the toggle a visitor presses; "All topics" clears the category', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    await renderWithRouter(<InsightsIndexPage category="market-analysis" onCategoryChange={onChange} />, 'insights-list');
    const group = screen.getByRole('group', { name: 'Filter by topic' });
    await user.click(within(group).getByRole('button', { name: /^Trust & CSR/ }));
    await user.click(within(group).getByRole('button', { name: /^All topics/ }));
    expect(onChange.mock.calls).toEqual([['trust-csr'], [undefined]]);
  });

  it('ends with the calls to action to /contact and /authority-hub, after the article list', async () => {
    await renderWithRouter(<InsightsIndexPage category={undefined} onCategoryChange={() => {}} />, 'insights-list');
    const closing = screen.getByTestId('insights-closing');
    expect(screen.getByTestId('insights-list').compareDocumentPosition(closing) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(closing).getByRole('link', { name: 'Start Your Authority Assessment' }).getAttribute('href')).toBe('/contact');
    expect(within(closing).getByRole('link', { name: 'Explore Authority Hub' }).getAttribute('href')).toBe('/authority-hub');
  });
});
