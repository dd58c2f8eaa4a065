// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { UpdatePrompt } from './update-prompt';
import { createUpdateFlow } from './update-flow';
import { fakeWorkbox } from '../../../tests/support/fake-workbox';

afterEach(cleanup);

function setup() {
  const workbox = fakeWorkbox();
  const reload = vi.fn();
  const flow = createUpdateFlow(workbox, reload);
  render(<UpdatePrompt flow={flow} />);
  return { workbox, reload };
}

const banner = () => screen.queryByRole('region', { name: 'Site update' });

describe('UpdatePrompt', () => {
  it('renders nothing on the server and nothing while no new version waits', () => {
    const workbox = fakeWorkbox();
    expect(renderToString(<UpdatePrompt flow={createUpdateFlow(workbox, vi.fn())} />)).toBe('');
    setup();
    expect(banner()).toBeNull();
  });

  it('shows the polite notice with Reload and Dismiss when a worker is waiting', () => {
    const { workbox } = setup();
    act(() => workbox.fire('waiting'));
    expect(banner()).not.toBeNull();
    expect(screen.getByRole('status').textContent).toBe('A new version of this site is available.');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeTruthy();
  });

  it('Reload messages the waiting worker, then reloads when it takes control', async () => {
    const { workbox, reload } = setup();
    act(() => workbox.fire('waiting'));
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(workbox.skipWaitingRequests).toBe(1);
    expect((screen.getByRole('button', { name: 'Reload' }) as HTMLButtonElement).disabled).toBe(true);
    expect(reload).not.toHaveBeenCalled();
    act(() => workbox.fire('controlling', { isUpdate: true }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('Dismiss hides the notice without switching', async () => {
    const { workbox, reload } = setup();
    act(() => workbox.fire('waiting'));
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(banner()).toBeNull();
    expect(workbox.skipWaitingRequests).toBe(0);
    expect(reload).not.toHaveBeenCalled();
  });

  it('renders nothing when no service worker was registered', () => {
    render(<UpdatePrompt />);
    expect(banner()).toBeNull();
  });
});
