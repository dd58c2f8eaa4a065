// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { serviceCatalogue } from '../../content/services/service-catalogue';
import { reloadPage } from './reload-page';
import { ServicePortfolio } from './service-portfolio';
import { staticServicePages } from '../../../tests/support/static-service-page';
import { renderWithRouter } from '../../../tests/support/render-with-router';

vi.mock('./reload-page', () => ({ reloadPage: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const portfolio = () => screen.getByTestId('service-portfolio');

describe('ServicePortfolio', () => {
  it('while loading shows SPEC six placeholders in a busy region and no cards', async () => {
    await renderWithRouter(<ServicePortfolio state={{ status: 'loading' }} />, 'service-portfolio');
    expect(portfolio().dataset.state).toBe('loading');
    expect(screen.getAllByTestId('service-card-placeholder')).toHaveLength(6);
    expect(portfolio().querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Loading services...');
    expect(screen.queryAllByTestId('service-card')).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Service Portfolio');
  });

  it('loaded: a card per service linking to its page, with its icon, title, subtitle and Learn More', async () => {
    const services = staticServicePages();
    await renderWithRouter(<ServicePortfolio state={{ status: 'loaded', services, source: 'static' }} />, 'service-portfolio');
    expect(portfolio().dataset.state).toBe('loaded');
    expect(portfolio().dataset.source).toBe('static');
    expect(portfolio().querySelector('[aria-busy]')).toBeNull();
    const cards = screen.getAllByTestId('service-card');
    expect(cards).toHaveLength(21);
    cards.forEach((card, i) => {
      const content = serviceCatalogue[i];
      const link = within(card).getByRole('link');
      expect(link.getAttribute('href')).toBe(`/services/${content.slug}`);
      expect(link.textContent).toBe(content.title);
      expect(within(card).getByRole('heading', { level: 3 }).textContent).toBe(content.title);
      expect(card.textContent).toContain(content.subtitle);
      expect(card.textContent).toContain('Learn More');
      expect(card.querySelector('svg[data-icon]')?.getAttribute('data-icon')).toBe(content.heroIcon);
    });
    expect(screen.queryByText('Failed to load services')).toBeNull();
  });

  it("on failure shows 'Failed to load services' and a Retry button that reloads the page", async () => {
    await renderWithRouter(<ServicePortfolio state={{ status: 'error' }} />, 'service-portfolio');
    expect(portfolio().dataset.state).toBe('error');
    expect(within(screen.getByRole('alert')).getByText('Failed to load services')).toBeTruthy();
    expect(screen.queryAllByTestId('service-card')).toHaveLength(0);
    expect(screen.queryAllByTestId('service-card-placeholder')).toHaveLength(0);
    expect(reloadPage).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});
