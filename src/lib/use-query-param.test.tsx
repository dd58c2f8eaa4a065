// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { useQueryParam } from './use-query-param';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

/** The parameter `topic`, with buttons that write it: "push geo", "replace seo", "replace none", "push aeo". */
function Topic() {
  const [topic, setTopic] = useQueryParam('topic');
  const writes = [
    ['geo', 'push'],
    ['seo', 'replace'],
    [undefined, 'replace'],
    ['aeo', 'push'],
  ] as const;
  return (
    <>
      <p data-testid="topic">{topic ?? '(none)'}</p>
      {writes.map(([value, write]) => (
        <button key={`${write} ${value ?? 'none'}`} type="button" onClick={() => setTopic(value, write)}>
          {`${write} ${value ?? 'none'}`}
        </button>
      ))}
    </>
  );
}

const shown = () => screen.getByTestId('topic').textContent;
const setTopic = (value: string | undefined, write: 'push' | 'replace') => fireEvent.click(screen.getByRole('button', { name: `${write} ${value ?? 'none'}` }));

describe('useQueryParam', () => {
  it('reads the parameter from the address; the server, which knows no query, renders it absent', () => {
    window.history.replaceState(null, '', '/insights?topic=aeo&page=2');
    expect(renderToString(<Topic />)).toContain('(none)');
    render(<Topic />);
    expect(shown()).toBe('aeo');
  });

  it('"push" adds a history entry, "replace" rewrites the current one; the other parameters and the hash stay', () => {
    window.history.replaceState(null, '', '/search?page=2#results');
    render(<Topic />);
    const entries = window.history.length;
    setTopic('geo', 'push');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/search?page=2&topic=geo#results');
    expect(window.history.length).toBe(entries + 1);
    expect(shown()).toBe('geo');
    setTopic('seo', 'replace');
    expect(window.location.search).toBe('?page=2&topic=seo');
    expect(window.history.length).toBe(entries + 1);
    setTopic(undefined, 'replace');
    expect(window.location.search).toBe('?page=2');
    expect(shown()).toBe('(none)');
  });

  it('writes nothing when the value is already the address\'s', () => {
    window.history.replaceState(null, '', '/search?topic=aeo');
    render(<Topic />);
    const entries = window.history.length;
    setTopic('aeo', 'push');
    expect(window.history.length).toBe(entries);
  });

  it('follows the address when back or forward changes it', () => {
    window.history.replaceState(null, '', '/search');
    render(<Topic />);
    act(() => {
      window.history.replaceState(null, '', '/search?topic=voice');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(shown()).toBe('voice');
  });
});
