// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { ServicePage } from '../../backend/service-page';
import { findService } from '../../content/services/service-catalogue';
import { ServiceDetail } from './service-detail';
import { staticServicePage } from '../../../tests/support/static-service-page';
import { renderWithRouter } from '../../../tests/support/render-with-router';

afterEach(cleanup);

const service = (slug: string): ServicePage => staticServicePage(slug)!;
const setup = (s: ServicePage) => renderWithRouter(<ServiceDetail service={s} />, 'service-detail');
const h2s = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
const href = (scope: HTMLElement, name: string) => within(scope).getByRole('link', { name }).getAttribute('href');

describe('ServiceDetail', () => {
  it('renders the hero and every section in SPEC order for a catalogue service', async () => {
    const s = service('answer-engine-optimization');
    await setup(s);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(s.title);
    const hero = screen.getByRole('heading', { level: 1 }).closest('section')!;
    expect(hero.textContent).toContain(s.subtitle);
    expect(href(hero, 'Get Started')).toBe('/contact');
    expect(href(hero, 'View All Services')).toBe('/services');
    expect(within(hero).getByTestId('service-hero-icon').querySelector('svg')?.getAttribute('data-icon')).toBe(s.heroIcon);
    expect(h2s()).toEqual([
      'The Challenge',
      'Our Solution',
      'Key Features',
      'Key Benefits',
      'How It Works',
      'Frequently Asked Questions',
      'Related Services',
      `Ready to put ${s.title} to work?`,
    ]);
  });

  it('fills each section from the service', async () => {
    const s = service('ai-lead-generation');
    await setup(s);
    const section = (name: string) => screen.getByRole('region', { name });
    expect(section('The Challenge').textContent).toContain(s.businessPainPoint);
    expect(section('Our Solution').textContent).toContain(s.ascSolution);
    expect(within(section('Key Features')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(s.keyFeatures);
    const benefits = within(section('Key Benefits')).getAllByTestId('service-benefit');
    expect(benefits.map((b) => within(b).getByRole('heading', { level: 3 }).textContent)).toEqual(s.benefits.map((b) => b.title));
    expect(benefits.map((b) => b.querySelector('svg')?.getAttribute('data-icon'))).toEqual(s.benefits.map((b) => b.icon));
    benefits.forEach((b, i) => expect(b.textContent).toContain(s.benefits[i].description));
    const steps = within(section('How It Works')).getAllByTestId('service-step');
    expect(steps.map((li) => within(li).getByRole('heading', { level: 3 }).textContent)).toEqual(s.howItWorks.map((x) => x.title));
    steps.forEach((li, i) => expect(li.textContent).toContain(s.howItWorks[i].description));
    const closing = section(`Ready to put ${s.title} to work?`);
    expect(href(closing, 'Schedule a Consultation')).toBe('/contact');
    expect(href(closing, 'Explore All Services')).toBe('/services');
  });

  it('shows the FAQs as closed disclosures that open on a click', async () => {
    const s = service('technical-seo-architecture');
    await setup(s);
    const items = screen.getAllByTestId('service-faq-item') as HTMLDetailsElement[];
    expect(items.map((d) => d.querySelector('summary')?.textContent)).toEqual(s.aeoFaqSection.map((f) => f.question));
    items.forEach((d, i) => expect(d.textContent).toContain(s.aeoFaqSection[i].answer));
    expect(items.map((d) => d.open)).toEqual([false, false, false]);
    fireEvent.click(items[1].querySelector('summary')!);
    expect(items.map((d) => d.open)).toEqual([false, true, false]);
  });

  it('leaves out Key Benefits and How It Works when the service has none, keeping the rest in order', async () => {
    await setup({ ...service('competitor-monitoring'), benefits: [], howItWorks: [] });
    expect(h2s()).toEqual([
      'The Challenge',
      'Our Solution',
      'Key Features',
      'Frequently Asked Questions',
      'Related Services',
      'Ready to put Competitor Monitoring to work?',
    ]);
  });

  it('numbers steps by their step number, whatever order they arrive in', async () => {
    const s = service('omnichannel-nurturing');
    await setup({ ...s, howItWorks: [...s.howItWorks].reverse() });
    const steps = within(screen.getByRole('region', { name: 'How It Works' })).getAllByTestId('service-step');
    expect(steps.map((li) => within(li).getByRole('heading', { level: 3 }).textContent)).toEqual(s.howItWorks.map((x) => x.title));
    expect(steps.map((li) => within(li).getByText(/^Step \d$/).textContent)).toEqual(['Step 1', 'Step 2', 'Step 3', 'Step 4']);
  });

  it('links related services by slug, leaving out slugs the catalogue does not know', async () => {
    const s = service('security-compliance');
    await setup({ ...s, relatedServiceSlugs: [...s.relatedServiceSlugs, 'a-service-nobody-wrote'] });
    const links = within(screen.getByRole('region', { name: 'Related Services' })).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(s.relatedServiceSlugs.map((slug) => `/services/${slug}`));
    expect(links[0].textContent).toContain(findService(s.relatedServiceSlugs[0])!.title);
  });

  it('a database-only service draws its own heroIcon, or the fallback for an unknown one', async () => {
    const base = service('real-time-analytics');
    await setup({ ...base, slug: 'edge-ai-audits', heroIcon: 'radar', benefits: [{ ...base.benefits[0], icon: 'no-such-icon' }] });
    expect(screen.getByTestId('service-hero-icon').querySelector('svg')?.getAttribute('data-icon')).toBe('radar');
    expect(screen.getByTestId('service-benefit').querySelector('svg')?.getAttribute('data-icon')).toBe('fallback');
  });
});
