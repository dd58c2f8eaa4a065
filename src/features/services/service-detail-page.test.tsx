// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { ServicePage } from '../../backend/service-page';
import type { ServiceResult } from '../../backend/services-repository';
import { ServiceDetailPage } from './service-detail-page';
import { staticServicePage } from '../../../tests/support/static-service-page';
import { renderWithRouter } from '../../../tests/support/render-with-router';
import { replacePage } from '../../lib/replace-page';
import type { ServiceLoader } from './use-service-detail';

// The page is an island: its redirect is a page load, in place of the page shown.
vi.mock('../../lib/replace-page', () => ({ replacePage: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.mocked(replacePage).mockClear();
});

const SLUG = 'intent-graph-targeting';
const initial = (): ServicePage => staticServicePage(SLUG)!;
const title = () => screen.getByRole('heading', { level: 1 }).textContent;

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => (resolve = res));
  return { promise, resolve };
}

/** A loader that answers `answer` and records the slugs it was asked for. */
function loaderOf(answer: (slug: string) => Promise<ServiceResult>) {
  const asked: string[] = [];
  const loader: ServiceLoader = () => (slug) => {
    asked.push(slug);
    return answer(slug);
  };
  return { loader, asked };
}

const noBackend: ServiceLoader = () => null;

/** Renders an unknown slug with `loader` and waits for the page load of /services that replaces it. */
async function redirectedWithout(loader: ServiceLoader) {
  await renderWithRouter(
    <div data-testid="page">
      <ServiceDetailPage slug="edge-ai-audits" initial={undefined} loader={loader} />
    </div>,
    'page',
  );
  await vi.waitFor(() => expect(replacePage).toHaveBeenCalled());
  expect(vi.mocked(replacePage).mock.calls).toEqual([['/services']]);
}

describe('ServiceDetailPage', () => {
  it('with built-in content and no backend: the service at once, no spinner, nothing asked', async () => {
    await renderWithRouter(<ServiceDetailPage slug={SLUG} initial={initial()} loader={noBackend} />, 'service-detail');
    expect(title()).toBe(initial().title);
    expect(screen.queryByText('Loading service details...')).toBeNull();
    await new Promise((r) => setTimeout(r, 10));
    expect(title()).toBe(initial().title);
  });

  it('with a backend: keeps the built-in content on screen, then shows the database version', async () => {
    const answer = deferred<ServiceResult>();
    const { loader, asked } = loaderOf(() => answer.promise);
    await renderWithRouter(<ServiceDetailPage slug={SLUG} initial={initial()} loader={loader} />, 'service-detail');
    expect(title()).toBe(initial().title);
    answer.resolve({ ok: true, source: 'database', service: { ...initial(), title: 'Intent Graph Targeting (updated)' } });
    await screen.findByRole('heading', { level: 1, name: 'Intent Graph Targeting (updated)' });
    expect(asked).toEqual([SLUG]);
  });

  it("without built-in content: 'Loading service details...' until the service arrives", async () => {
    const answer = deferred<ServiceResult>();
    const { loader } = loaderOf(() => answer.promise);
    await renderWithRouter(
      <div data-testid="page">
        <ServiceDetailPage slug="edge-ai-audits" initial={undefined} loader={loader} />
      </div>,
      'page',
    );
    expect(screen.getByRole('status').textContent).toBe('Loading service details...');
    answer.resolve({ ok: true, source: 'database', service: { ...initial(), slug: 'edge-ai-audits', title: 'Edge AI Audits' } });
    await screen.findByRole('heading', { level: 1, name: 'Edge AI Audits' });
    expect(screen.queryByText('Loading service details...')).toBeNull();
  });

  it.each([
    ['Service not found', { ok: false, error: 'Service not found' } as const],
    ['Failed to load service', { ok: false, error: 'Failed to load service' } as const],
    ['No service slug provided', { ok: false, error: 'No service slug provided' } as const],
  ])('redirects to /services on %s', async (_, result) => {
    const { loader } = loaderOf(() => Promise.resolve(result));
    await redirectedWithout(loader);
  });

  it('redirects to /services when there is neither built-in content nor a backend to ask', async () => {
    await redirectedWithout(noBackend);
  });

  it('a load that throws redirects when nothing is shown, and keeps built-in content when it is', async () => {
    const { loader } = loaderOf(() => Promise.reject(new Error('network down')));
    await redirectedWithout(loader);
    cleanup();
    vi.mocked(replacePage).mockClear();

    await renderWithRouter(<ServiceDetailPage slug={SLUG} initial={initial()} loader={loader} />, 'service-detail');
    await new Promise((r) => setTimeout(r, 20));
    expect(replacePage).not.toHaveBeenCalled();
    expect(title()).toBe(initial().title);
  });
});
