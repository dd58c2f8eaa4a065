// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findService } from '../../content/services/service-catalogue';
import { ServiceEcosystemMap } from './service-ecosystem-map';
import { relatedSlugs } from './map-services';
import { renderWithRouter } from '../../../tests/support/render-with-router';

afterEach(cleanup);

const setup = () => renderWithRouter(<ServiceEcosystemMap />, 'service-map');
const diagram = () => screen.getByTestId('map-diagram');
const cards = () => Array.from(diagram().querySelectorAll<HTMLElement>('[data-map-card]'));
const card = (slug: string) => diagram().querySelector<HTMLElement>(`[data-map-card][data-slug="${slug}"]`)!;
const states = () => Object.fromEntries(cards().map((c) => [c.dataset.slug, c.dataset.state]));
const lines = () => screen.getByTestId('map-connections').querySelectorAll('line');
const desktopPanel = () => screen.getByRole('region', { name: 'Service details' });

function expectHighlighted(slug: string) {
  const related = relatedSlugs(slug);
  for (const [s, state] of Object.entries(states())) {
    expect(state, s).toBe(s === slug ? 'active' : related.includes(s) ? 'related' : 'idle');
  }
  expect(lines()).toHaveLength(related.length);
  expect(Array.from(lines()).map((l) => l.getAttribute('data-connection'))).toEqual(related.map((r) => `${slug} ${r}`));
}

function expectCleared() {
  expect(new Set(Object.values(states()))).toEqual(new Set(['idle']));
  expect(lines()).toHaveLength(0);
  expect(screen.queryByRole('region', { name: 'Service details' })).toBeNull();
  expect(screen.getByTestId('map-hub').textContent).toBe('AI Authority Flywheel');
}

describe('ServiceEcosystemMap, desktop diagram', () => {
  it('draws 15 idle cards that link to their service pages, the hub, the legend and an instruction', async () => {
    await setup();
    expect(cards()).toHaveLength(15);
    for (const c of cards()) expect(c.getAttribute('href')).toBe(`/services/${c.dataset.slug}`);
    expect(card('seo-ppc-superpowers').textContent).toBe(findService('seo-ppc-superpowers')!.title);
    expectCleared();
    expect(screen.getByTestId('map-hub').textContent).toBe('AI Authority Flywheel');
    const legend = within(screen.getByTestId('map-legend')).getAllByRole('listitem').map((li) => li.textContent);
    expect(legend).toEqual(['Foundation', 'Content', 'Architecture', 'Visibility', 'Lead Gen', 'Trust']);
    expect(screen.getByTestId('map-panel-instruction').textContent).toMatch(/^Point at a service/);
  });

  it('hovering a card highlights it and its related services, draws lines and fills the panel; leaving clears', async () => {
    const user = userEvent.setup();
    await setup();
    await user.hover(card('seo-ppc-superpowers'));
    expectHighlighted('seo-ppc-superpowers');
    expect(screen.getByTestId('service-map').dataset.hovered).toBe('seo-ppc-superpowers');

    const panel = within(desktopPanel());
    const service = findService('seo-ppc-superpowers')!;
    expect(panel.getByTestId('map-panel-title').textContent).toBe(service.title);
    expect(panel.getByTestId('map-panel-subtitle').textContent).toBe('Organic search and paid media run as one program...');
    expect(panel.getByTestId('map-panel-challenge').textContent).toBe(service.businessPainPoint);
    expect(panel.getByTestId('map-panel-solution').textContent).toBe(service.ascSolution);
    const connected = relatedSlugs('seo-ppc-superpowers');
    for (const slug of connected) {
      expect(panel.getByRole('link', { name: findService(slug)!.title }).getAttribute('href')).toBe(`/services/${slug}`);
    }
    expect(panel.getByRole('link', { name: `Open ${service.title}` }).getAttribute('href')).toBe('/services/seo-ppc-superpowers');

    await user.unhover(card('seo-ppc-superpowers'));
    // A moment's grace first, for a pointer on its way to the panel.
    expectHighlighted('seo-ppc-superpowers');
    await waitFor(expectCleared);
  });

  it('the pointer on its way from a card to the panel, and on it, keeps the service shown', async () => {
    const user = userEvent.setup();
    await setup();
    await user.hover(card('content-media-creation'));
    await user.unhover(card('content-media-creation'));
    await user.hover(desktopPanel());
    await new Promise((resolve) => setTimeout(resolve, 500));
    expectHighlighted('content-media-creation');
    expect(within(desktopPanel()).getByTestId('map-panel-title').textContent).toBe('Content & Media Creation');
    await user.unhover(desktopPanel());
    await waitFor(expectCleared);
  });

  it('keeps at most one service hovered', async () => {
    const user = userEvent.setup();
    await setup();
    await user.hover(card('security-compliance'));
    await user.hover(card('ai-lead-generation'));
    expectHighlighted('ai-lead-generation');
    expect(cards().filter((c) => c.dataset.state === 'active')).toHaveLength(1);
    expect(within(desktopPanel()).getByTestId('map-panel-title').textContent).toBe('AI Lead Generation');
  });

  it('a leave that arrives after another card took over does not clear the new one', async () => {
    await setup();
    fireEvent.focus(card('analytics-reporting'));
    fireEvent.mouseOver(card('intent-graph-targeting'));
    fireEvent.blur(card('analytics-reporting'));
    expectHighlighted('intent-graph-targeting');
  });

  it('keyboard focus highlights; Tab moves the highlight with the focus; Escape clears', async () => {
    const user = userEvent.setup();
    await setup();
    act(() => card('security-compliance').focus());
    expectHighlighted('security-compliance');
    await user.tab();
    expect(document.activeElement).toBe(card('ai-websites-landing-pages'));
    expectHighlighted('ai-websites-landing-pages');
    await user.keyboard('{Escape}');
    expectCleared();
  });

  it('Tab from the last card into the panel keeps the service shown; leaving the panel clears it', async () => {
    const user = userEvent.setup();
    await setup();
    act(() => card('voice-agent-verification').focus());
    await user.tab();
    const open = within(desktopPanel()).getByRole('link', { name: 'Open Voice Agent Verification' });
    expect(document.activeElement).toBe(open);
    expectHighlighted('voice-agent-verification');
    await user.tab();
    expect(desktopPanel().contains(document.activeElement)).toBe(true);
    expectHighlighted('voice-agent-verification');
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(card('voice-agent-verification'));
    expectHighlighted('voice-agent-verification');
    act(() => (document.activeElement as HTMLElement).blur());
    await waitFor(expectCleared);
  });

  it('a press outside the map clears the highlight', async () => {
    await setup();
    fireEvent.focus(card('competitor-monitoring'));
    expectHighlighted('competitor-monitoring');
    fireEvent.pointerDown(document.body);
    expectCleared();
  });

  // The map is an island: a click the map lets through is the browser following the card's link (a page load).
  /** Whether the browser would follow the link clicked (no handler prevented it); jsdom is kept from trying. */
  const clickFollows = (target: HTMLElement) => {
    let followed = false;
    const seen = (event: MouseEvent) => {
      followed = !event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', seen, { once: true });
    fireEvent.click(target);
    return followed;
  };

  it('on touch, the first tap on a card selects it and the second follows its link', async () => {
    await setup();
    const target = card('voice-agent-verification');
    expect(target.getAttribute('href')).toBe('/services/voice-agent-verification');
    fireEvent.pointerDown(target, { pointerType: 'touch' });
    fireEvent.mouseOver(target);
    expect(clickFollows(target)).toBe(false);
    expectHighlighted('voice-agent-verification');

    fireEvent.pointerDown(target, { pointerType: 'touch' });
    expect(clickFollows(target)).toBe(true);
  });

  it('a mouse click follows the link at once', async () => {
    await setup();
    const target = card('outreach-partnerships');
    expect(target.getAttribute('href')).toBe('/services/outreach-partnerships');
    fireEvent.pointerDown(target, { pointerType: 'mouse' });
    fireEvent.mouseOver(target);
    expect(clickFollows(target)).toBe(true);
  });
});

describe('ServiceEcosystemMap, stacked layout', () => {
  const list = () => screen.getByTestId('map-list');
  const item = (slug: string) => list().querySelector<HTMLElement>(`[data-map-card][data-slug="${slug}"]`)!;

  it('lists the 15 services under the hub heading and category headings, each with a link to its page', async () => {
    await setup();
    const l = within(list());
    expect(l.getByRole('heading', { level: 3 }).textContent).toBe('AI Authority Flywheel');
    expect(l.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual([
      'Foundation',
      'Content',
      'Architecture',
      'Visibility',
      'Lead Gen',
      'Trust',
    ]);
    const items = list().querySelectorAll<HTMLElement>('[data-map-card]');
    expect(items).toHaveLength(15);
    for (const i of items) {
      const title = findService(i.dataset.slug!)!.title;
      expect(within(i).getByRole('link', { name: `Open ${title}` }).getAttribute('href')).toBe(`/services/${i.dataset.slug}`);
    }
  });

  it('a tap selects a service, shows its panel under it and highlights its connections; a second tap closes it', async () => {
    const user = userEvent.setup();
    await setup();
    const button = within(item('omnichannel-nurturing')).getByRole('button', { name: 'Omnichannel Nurturing' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(within(list()).queryByTestId('map-panel')).toBeNull();

    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const panel = within(item('omnichannel-nurturing')).getByTestId('map-panel');
    expect(document.getElementById(button.getAttribute('aria-controls')!)!.contains(panel)).toBe(true);
    expect(within(panel).getByTestId('map-panel-title').textContent).toBe('Omnichannel Nurturing');
    expect(within(panel).getByTestId('map-panel-subtitle').textContent).toMatch(/^.{1,50}\.\.\.$/);
    for (const slug of relatedSlugs('omnichannel-nurturing')) expect(item(slug).dataset.state).toBe('related');
    expect(item('security-compliance').dataset.state).toBe('idle');

    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(within(list()).queryByTestId('map-panel')).toBeNull();
  });

  it('selecting another service moves the panel to it', async () => {
    const user = userEvent.setup();
    await setup();
    await user.click(within(item('security-compliance')).getByRole('button'));
    await user.click(within(item('analytics-reporting')).getByRole('button'));
    const panels = within(list()).getAllByTestId('map-panel');
    expect(panels).toHaveLength(1);
    expect(panels[0].dataset.slug).toBe('analytics-reporting');
    expect(item('security-compliance').dataset.state).toBe('idle');
  });
});
