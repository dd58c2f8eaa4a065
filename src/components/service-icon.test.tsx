// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { serviceCatalogue } from '../content/services/service-catalogue';
import { FALLBACK_ICON, NamedIcon, SERVICE_ICONS, ServiceIcon, iconKey, serviceIconKey } from './service-icon';

afterEach(cleanup);

describe('service icons', () => {
  it('chooses each catalogue service icon by its slug', () => {
    for (const service of serviceCatalogue) expect(serviceIconKey(service.slug), service.slug).toBe(service.heroIcon);
  });

  it('knows every icon the catalogue names, for heroes and benefit cards', () => {
    const names = serviceCatalogue.flatMap((s) => [s.heroIcon, ...s.benefits.map((b) => b.icon)]);
    for (const name of names) expect(iconKey(name), name).toBe(name);
    expect(new Set(Object.values(SERVICE_ICONS)).size).toBe(Object.keys(SERVICE_ICONS).length);
  });

  it('the slug wins over a different heroIcon; an unknown slug uses its heroIcon; else the fallback', () => {
    expect(serviceIconKey('seo-ppc-superpowers', 'radar')).toBe('search');
    expect(serviceIconKey('edge-ai-audits', 'radar')).toBe('radar');
    expect(serviceIconKey('edge-ai-audits', 'not-an-icon')).toBe('fallback');
    expect(serviceIconKey('edge-ai-audits', '')).toBe('fallback');
    expect(serviceIconKey('edge-ai-audits', null)).toBe('fallback');
    expect(serviceIconKey('edge-ai-audits')).toBe('fallback');
    expect(iconKey('constructor')).toBe('fallback');
  });

  it('draws a decorative svg, the fallback icon for unknown names', () => {
    const { container } = render(
      <>
        <ServiceIcon slug="security-compliance" className="h-6 w-6" />
        <NamedIcon name="unknown-icon" />
      </>,
    );
    const [known, unknown] = Array.from(container.querySelectorAll('svg'));
    expect(known.getAttribute('aria-hidden')).toBe('true');
    expect(known.getAttribute('data-icon')).toBe('shield-check');
    expect(known.getAttribute('class')).toContain('h-6 w-6');
    expect(unknown.getAttribute('data-icon')).toBe('fallback');
    const { container: fallback } = render(<FALLBACK_ICON />);
    expect(unknown.innerHTML).toBe(fallback.querySelector('svg')!.innerHTML);
  });
});
