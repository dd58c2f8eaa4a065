// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { HomePage } from './home-page';
import { renderWithRouter } from '../../../tests/support/render-with-router';

// The page as the server renders it: everything but the map lives in static regions whose children
// exist only in the server bundle (the last test covers the browser's side).
beforeEach(() => vi.stubEnv('SSR', true));
afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
});

const setup = (withMap = true) =>
  renderWithRouter(<HomePage map={withMap ? <div data-testid="map-slot">the map</div> : undefined} />, withMap ? 'map-slot' : 'hero-statistics');

const sectionOf = (headingName: string) => screen.getByRole('heading', { level: 2, name: headingName }).closest('section')!;

describe('HomePage', () => {
  it('has one H1 and an H2 per section, in SPEC order, with the map in the third section', async () => {
    await setup();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Lead Generation That AI Engines Trust']);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Lead generation through AI authority',
      'How our services strengthen each other',
      'Four business challenges we solve',
      'Two engines behind the results',
      'Find out where AI engines place you today',
    ]);
    expect(within(sectionOf('How our services strengthen each other')).getByTestId('map-slot')).toBeTruthy();
  });

  it('leaves the map section out when no map is given', async () => {
    await setup(false);
    expect(screen.queryByRole('heading', { level: 2, name: 'How our services strengthen each other' })).toBeNull();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(4);
  });

  it('hero: both calls to action and the three figures', async () => {
    await setup();
    expect(screen.getByRole('link', { name: 'Start Building Authority' }).getAttribute('href')).toBe('/contact');
    expect(screen.getByRole('link', { name: 'Explore Services' }).getAttribute('href')).toBe('/services');
    const stats = within(screen.getByTestId('hero-statistics')).getAllByRole('listitem');
    expect(stats.map((li) => li.querySelector('p')!.textContent)).toEqual(['50%', '85%', '60%']);
    expect(stats[0].textContent).toContain('projected organic traffic decline');
    expect(stats[1].textContent).toContain('of marketers unprepared');
    expect(stats[2].textContent).toContain('higher engagement');
  });

  it('principles and the four metrics as labelled meters with visible values', async () => {
    await setup();
    const section = within(sectionOf('Lead generation through AI authority'));
    expect(section.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      "Solve, Don't Just Sell",
      'Build the Flywheel',
      'Trust is Ultimate Asset',
      'New Success Metrics',
    ]);
    const expected = { 'AI citations': 85, 'Featured snippets': 72, 'Brand authority': 91, 'Voice search': 68 };
    for (const [name, value] of Object.entries(expected)) {
      const meter = section.getByRole('meter', { name });
      expect(meter.getAttribute('aria-valuenow')).toBe(String(value));
      expect((meter.firstElementChild as HTMLElement).style.width).toBe(`${value}%`);
      expect(section.getByText(`${value}%`)).toBeTruthy();
    }
  });

  it('four challenges, each with the challenge and our solution', async () => {
    await setup();
    const cards = screen.getAllByTestId('business-challenge');
    expect(cards.map((c) => within(c).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Resource Crunch',
      'Visibility Crisis',
      'Data Dilemma',
      'Engagement Gap',
    ]);
    for (const card of cards) {
      expect(within(card).getAllByRole('term').map((t) => t.textContent)).toEqual(['The challenge', 'Our solution']);
      expect(within(card).getAllByRole('definition')).toHaveLength(2);
    }
  });

  it('two core service blocks with figures, a service link and a contact link', async () => {
    await setup();
    const blocks = screen.getAllByTestId('core-service');
    expect(blocks.map((b) => within(b).getAllByRole('definition').map((d) => d.textContent))).toEqual([
      ['80%', '60%', '5x'],
      ['300%', '45%', '24/7'],
    ]);
    expect(within(blocks[0]).getByRole('link', { name: 'Explore AI Content Creation' }).getAttribute('href')).toBe('/services/ai-content-creation');
    expect(within(blocks[1]).getByRole('link', { name: 'Explore AI Lead Generation' }).getAttribute('href')).toBe('/services/ai-lead-generation');
    for (const block of blocks) {
      expect(within(block).getAllByRole('link').some((a) => a.getAttribute('href') === '/contact')).toBe(true);
    }
  });

  it('closes with the assessment and authority hub links', async () => {
    await setup();
    const closing = within(sectionOf('Find out where AI engines place you today'));
    expect(closing.getByRole('link', { name: 'Start Your Authority Assessment' }).getAttribute('href')).toBe('/contact');
    expect(closing.getByRole('link', { name: 'Explore Authority Hub' }).getAttribute('href')).toBe('/authority-hub');
  });

  it('outside the server, renders only the map: the sections around it are in no client code', async () => {
    vi.stubEnv('SSR', false);
    await setup();
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['How our services strengthen each other']);
    expect(screen.getByTestId('map-slot')).toBeTruthy();
  });
});
