import { describe, expect, it, vi } from 'vitest';
import { createUpdateFlow } from './update-flow';
import { fakeWorkbox } from '../../../tests/support/fake-workbox';

function setup() {
  const workbox = fakeWorkbox();
  const reload = vi.fn();
  const flow = createUpdateFlow(workbox, reload);
  const changes = vi.fn();
  flow.subscribe(changes);
  return { workbox, reload, flow, changes };
}

describe('createUpdateFlow', () => {
  it('stays hidden until a new worker is waiting, then shows', () => {
    const { workbox, flow, changes } = setup();
    expect(flow.getState()).toBe('hidden');
    workbox.fire('waiting');
    expect(flow.getState()).toBe('waiting');
    expect(changes).toHaveBeenCalledTimes(1);
  });

  it('ignores the first worker taking control of the page (not an update)', () => {
    const { workbox, flow, reload } = setup();
    workbox.fire('controlling', { isUpdate: false });
    expect(flow.getState()).toBe('hidden');
    expect(reload).not.toHaveBeenCalled();
  });

  it('on Reload asks the waiting worker to skip waiting and reloads only once it controls the page', () => {
    const { workbox, flow, reload } = setup();
    workbox.fire('waiting');
    flow.accept();
    expect(workbox.skipWaitingRequests).toBe(1);
    expect(flow.getState()).toBe('reloading');
    expect(reload).not.toHaveBeenCalled();
    workbox.fire('controlling', { isUpdate: true });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never switches or reloads without the visitor asking', () => {
    const { workbox, reload } = setup();
    workbox.fire('waiting');
    expect(workbox.skipWaitingRequests).toBe(0);
    expect(reload).not.toHaveBeenCalled();
  });

  it('a second Reload click sends nothing more', () => {
    const { workbox, flow } = setup();
    workbox.fire('waiting');
    flow.accept();
    flow.accept();
    expect(workbox.skipWaitingRequests).toBe(1);
  });

  it('dismiss hides the banner until another version is waiting', () => {
    const { workbox, flow } = setup();
    workbox.fire('waiting');
    flow.dismiss();
    expect(flow.getState()).toBe('hidden');
    workbox.fire('waiting');
    expect(flow.getState()).toBe('waiting');
  });

  it('when another tab already switched the worker, offers Reload, which just reloads', () => {
    const { workbox, flow, reload } = setup();
    workbox.fire('controlling', { isUpdate: true });
    expect(flow.getState()).toBe('waiting');
    flow.accept();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(workbox.skipWaitingRequests).toBe(0);
  });

  it('unsubscribed listeners hear nothing', () => {
    const { workbox, flow } = setup();
    const listener = vi.fn();
    const unsubscribe = flow.subscribe(listener);
    unsubscribe();
    workbox.fire('waiting');
    expect(listener).not.toHaveBeenCalled();
  });
});
