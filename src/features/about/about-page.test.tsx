// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { aboutContent } from '../../content/pages/about-content';
import { findService } from '../../content/services/service-catalogue';
import { AboutPage } from './about-page';
import { renderWithRouter } from '../../../tests/support/render-with-router';

afterEach(cleanup);

const setup = () => renderWithRouter(<AboutPage />, 'about-paradigm');
const listItems = (testId: string) => within(screen.getByTestId(testId)).getAllByRole('listitem');

describe('AboutPage', () => {
  it('has one H1 and a labelled section per part, in reading order', async () => {
    await setup();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([aboutContent.hero.heading]);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      aboutContent.paradigmShift.heading,
      aboutContent.figures.marketHeading,
      aboutContent.painPoints.heading,
      aboutContent.serviceModel.heading,
      aboutContent.figures.transformationHeading,
      aboutContent.recommendations.heading,
      aboutContent.story.heading,
      aboutContent.cta.heading,
    ]);
  });

  it('shows the statistics and transformation metrics with their labels', async () => {
    await setup();
    const stats = within(screen.getByTestId('market-statistics')).getAllByRole('listitem');
    expect(stats.map((li) => li.querySelector('p')?.textContent)).toEqual(['50%', '25-40%', '65%']);
    expect(stats[0].textContent).toContain('Projected organic traffic decline');
    const metrics = within(screen.getByTestId('transformation-metrics')).getAllByRole('listitem');
    expect(metrics.map((li) => li.querySelector('p')?.textContent)).toEqual(['80%', '40-60%', '30%', '50%']);
  });

  it('numbers the six service-model steps and links each to its services', async () => {
    await setup();
    const steps = within(screen.getByTestId('service-model'))
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(steps).toEqual(['Foundation', 'Raw Material', 'Architecture', 'Visibility', 'Optimization', 'Trust']);
    const foundation = aboutContent.serviceModel.steps[0];
    const links = within(screen.getByTestId('service-model')).getAllByRole('link');
    for (const slug of foundation.serviceSlugs) {
      const link = links.find((a) => a.getAttribute('href') === `/services/${slug}`);
      expect(link?.textContent, slug).toBe(findService(slug)?.title);
    }
  });

  it('lists the four pain points and the recommendations', async () => {
    await setup();
    const pains = within(screen.getByTestId('pain-points'))
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(pains).toEqual(['Resource Crunch', 'Visibility Crisis', 'Data Overwhelm', 'Engagement Gap']);
    // A pain point is not a step of the service model: its cards say which services answer it.
    const painPoints = screen.getByTestId('pain-points');
    expect(within(painPoints).getAllByText('Services that answer it')).toHaveLength(4);
    expect(within(painPoints).queryByText(aboutContent.serviceModel.servicesLabel)).toBeNull();
    expect(within(screen.getByTestId('service-model')).getAllByText('Services in this step')).toHaveLength(6);
    expect(listItems('leadership-recommendations')).toHaveLength(aboutContent.recommendations.items.length);
  });

  it('calls to /contact and /services in the hero and at the close', async () => {
    await setup();
    for (const { label, href } of [aboutContent.cta.primary, aboutContent.cta.secondary]) {
      const links = screen.getAllByRole('link', { name: label });
      expect(links).toHaveLength(2);
      for (const link of links) expect(link.getAttribute('href')).toBe(href);
    }
  });

  it('shows the firm facts as a labelled description list', async () => {
    await setup();
    const facts = screen.getByRole('region', { name: aboutContent.hero.factsLabel });
    const terms = within(facts)
      .getAllByRole('term')
      .map((t) => t.textContent);
    expect(terms).toEqual(aboutContent.hero.facts.map((f) => f.label));
  });
});
