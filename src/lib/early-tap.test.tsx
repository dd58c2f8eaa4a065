// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { earlyTap, earlyTapRecorder, takeEarlyTap, useEarlyTap } from './early-tap';

function Opener({ id, onOpen }: { id: string; onOpen: () => void }) {
  useEarlyTap(id, onOpen);
  return null;
}

/** The prerendered control, as the server sends it: marked, with an icon inside, and no handler. */
function prerenderedButton(id: string) {
  const button = document.createElement('button');
  for (const [name, value] of Object.entries(earlyTap(id))) button.setAttribute(name, value);
  button.innerHTML = '<svg aria-hidden="true"><path d="M0 0"></path></svg>';
  document.body.append(button);
  return button;
}

const tapIcon = (button: HTMLElement) => button.querySelector('path')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));

describe('taps before hydration', () => {
  beforeAll(() => {
    // As the page's inline start-up script runs it.
    new Function(earlyTapRecorder)();
  });

  afterEach(() => {
    cleanup();
    document.body.innerHTML = '';
    delete document.documentElement.dataset.hydrated;
    takeEarlyTap('chat');
    takeEarlyTap('search');
  });

  it('remembers the last marked control tapped, also through the icon inside it, and forgets it once taken', () => {
    tapIcon(prerenderedButton('search'));
    tapIcon(prerenderedButton('chat'));
    expect(takeEarlyTap('search')).toBe(false);
    expect(takeEarlyTap('chat')).toBe(true);
    expect(takeEarlyTap('chat')).toBe(false);
  });

  it('ignores unmarked controls and every tap once the page has hydrated', () => {
    const plain = document.createElement('button');
    document.body.append(plain);
    plain.click();
    expect(takeEarlyTap('chat')).toBe(false);

    document.documentElement.dataset.hydrated = '';
    prerenderedButton('chat').click();
    expect(takeEarlyTap('chat')).toBe(false);
  });

  it('carries out the tap once, in the component that owns the control, after it has mounted', () => {
    prerenderedButton('chat').click();
    const openSearch = vi.fn();
    const openChat = vi.fn();
    render(
      <>
        <Opener id="search" onOpen={openSearch} />
        <Opener id="chat" onOpen={openChat} />
      </>,
    );
    expect(openChat).toHaveBeenCalledTimes(1);
    expect(openSearch).not.toHaveBeenCalled();

    cleanup();
    render(<Opener id="chat" onOpen={openChat} />);
    expect(openChat).toHaveBeenCalledTimes(1);
  });
});
