// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ServicePage } from '../../backend/service-page';
import { overrideBackendEnvironment } from '../../outbox/page/backend-config';
import { resetServicesRepository } from '../../backend/services-repository';
import { staticServicePages } from '../../../tests/support/static-service-page';
import { pageServiceListSource, useServiceList, type ServiceListSource } from './use-service-list';

afterEach(() => {
  cleanup();
  overrideBackendEnvironment({});
  resetServicesRepository();
});

const databaseList = (): ServicePage[] =>
  staticServicePages()
    .slice(0, 3)
    .map((s, i) => ({ ...s, _id: `00000000-0000-4000-8000-00000000000${i}`, title: `DB ${s.title}` }));

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

const source = (initial: ServiceListSource['initial'], refresh: ServiceListSource['refresh']): ServiceListSource => ({ initial, refresh });

describe('useServiceList', () => {
  it('shows the built-in catalogue in the first render, and keeps it when there is nothing to ask', async () => {
    const { result } = renderHook(() => useServiceList(source(staticServicePages, () => null)));
    expect(result.current).toMatchObject({ status: 'loaded', source: 'static' });
    if (result.current.status !== 'loaded') throw new Error('not loaded');
    expect(result.current.services.map((s) => s.slug)).toEqual(staticServicePages().map((s) => s.slug));
    await new Promise((r) => setTimeout(r, 10));
    expect(result.current).toMatchObject({ status: 'loaded', source: 'static' });
  });

  it('swaps in the database list once the refresh answers, without a loading state in between', async () => {
    const answer = deferred<ServicePage[]>();
    const { result } = renderHook(() => useServiceList(source(staticServicePages, () => answer.promise)));
    expect(result.current.status).toBe('loaded');
    answer.resolve(databaseList());
    await waitFor(() => expect(result.current).toMatchObject({ status: 'loaded', source: 'database' }));
    if (result.current.status !== 'loaded') throw new Error('not loaded');
    expect(result.current.services.map((s) => s.title)).toEqual(databaseList().map((s) => s.title));
  });

  it('refreshes once per mount, even when the caller passes a new source each render', async () => {
    let calls = 0;
    const { result, rerender } = renderHook(() =>
      useServiceList(
        source(staticServicePages, () => {
          calls += 1;
          return Promise.resolve(databaseList());
        }),
      ),
    );
    await waitFor(() => expect(result.current).toMatchObject({ source: 'database' }));
    rerender();
    rerender();
    await new Promise((r) => setTimeout(r, 10));
    expect(calls).toBe(1);
  });

  it('a failed or empty refresh keeps the list already on screen', async () => {
    const failing = renderHook(() => useServiceList(source(staticServicePages, () => Promise.reject(new Error('down')))));
    const empty = renderHook(() => useServiceList(source(staticServicePages, () => Promise.resolve([]))));
    await new Promise((r) => setTimeout(r, 10));
    for (const { result } of [failing, empty]) {
      expect(result.current).toMatchObject({ status: 'loaded', source: 'static' });
      if (result.current.status === 'loaded') expect(result.current.services).toHaveLength(21);
    }
  });

  it('with nothing to show yet: loading, then loaded', async () => {
    const answer = deferred<ServicePage[]>();
    const { result } = renderHook(() => useServiceList(source(() => null, () => answer.promise)));
    expect(result.current.status).toBe('loading');
    answer.resolve(staticServicePages());
    await waitFor(() => expect(result.current).toMatchObject({ status: 'loaded', source: 'static' }));
  });

  it('with nothing to show yet: error when the load fails, or when there is nothing to load from', async () => {
    const failing = renderHook(() => useServiceList(source(() => null, () => Promise.reject(new Error('down')))));
    const nowhere = renderHook(() => useServiceList(source(() => null, () => null)));
    const throwing = renderHook(() =>
      useServiceList(
        source(
          () => null,
          () => {
            throw new Error('bad client');
          },
        ),
      ),
    );
    for (const { result } of [failing, nowhere, throwing]) await waitFor(() => expect(result.current.status).toBe('error'));
  });

  it('error when even the built-in list cannot be built', () => {
    const { result } = renderHook(() =>
      useServiceList(
        source(
          () => {
            throw new Error('broken catalogue');
          },
          () => null,
        ),
      ),
    );
    expect(result.current.status).toBe('error');
  });
});

describe('pageServiceListSource', () => {
  it('asks nothing with no backend configured or while rendering on the server', () => {
    overrideBackendEnvironment({ config: null, serverRender: false });
    expect(pageServiceListSource.refresh()).toBeNull();
    overrideBackendEnvironment({ config: { url: 'http://127.0.0.1:1', anonKey: 'k' }, serverRender: true });
    expect(pageServiceListSource.refresh()).toBeNull();
    expect(pageServiceListSource.initial()).toHaveLength(21);
  });

  it('asks the services repository in the browser with a backend configured', async () => {
    overrideBackendEnvironment({ config: { url: 'http://127.0.0.1:1', anonKey: 'k' }, serverRender: false });
    let asked = 0;
    resetServicesRepository(() => {
      asked += 1;
      return null;
    });
    const refresh = pageServiceListSource.refresh();
    expect(refresh).not.toBeNull();
    expect(await refresh).toHaveLength(21);
    expect(asked).toBe(1);
  });
});
