// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Workbox } from 'workbox-window';
import { fakeWorkbox } from '../../../tests/support/fake-workbox';

async function freshModule() {
  vi.resetModules();
  return import('./service-worker-registration');
}

beforeEach(() => {
  vi.stubEnv('DEV', false);
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
});

afterEach(() => {
  vi.unstubAllEnvs();
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

describe('registerServiceWorker', () => {
  it('registers once, ignores a failed registration, and shares its update flow with the prompt', async () => {
    const { registerServiceWorker, currentUpdateFlow } = await freshModule();
    const workbox = fakeWorkbox();
    const createWorkbox = vi.fn(() => workbox as unknown as Workbox);
    const flow = registerServiceWorker({ createWorkbox });
    await Promise.resolve();
    expect(workbox.registerCalls).toBe(1);
    expect(flow).toBeDefined();
    expect(currentUpdateFlow()).toBe(flow);
    expect(registerServiceWorker({ createWorkbox })).toBe(flow);
    expect(createWorkbox).toHaveBeenCalledTimes(1);
    workbox.fire('waiting');
    expect(flow?.getState()).toBe('waiting');
  });

  it('a prompt mounted before registration picks up the flow once it exists', async () => {
    const { registerServiceWorker, subscribeToRegistration, currentUpdateFlow } = await freshModule();
    const heard = vi.fn();
    const unsubscribe = subscribeToRegistration(heard);
    expect(currentUpdateFlow()).toBeUndefined();
    registerServiceWorker({ createWorkbox: () => fakeWorkbox() as unknown as Workbox });
    expect(heard).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('does nothing where service workers are unsupported', async () => {
    delete (navigator as { serviceWorker?: unknown }).serviceWorker;
    const { registerServiceWorker, currentUpdateFlow } = await freshModule();
    const createWorkbox = vi.fn(() => fakeWorkbox() as unknown as Workbox);
    expect(registerServiceWorker({ createWorkbox })).toBeUndefined();
    expect(createWorkbox).not.toHaveBeenCalled();
    expect(currentUpdateFlow()).toBeUndefined();
  });

  it('does nothing on the dev server', async () => {
    vi.stubEnv('DEV', true);
    const { registerServiceWorker } = await freshModule();
    const createWorkbox = vi.fn(() => fakeWorkbox() as unknown as Workbox);
    expect(registerServiceWorker({ createWorkbox })).toBeUndefined();
    expect(createWorkbox).not.toHaveBeenCalled();
  });
});
