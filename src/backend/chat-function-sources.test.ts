import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { overrideBackendEnvironment } from '../outbox/page/backend-config';
import { sendChatMessage } from './chat-function';
import { json, stubFetch } from '../../tests/support/fake-fetch';

beforeEach(() => overrideBackendEnvironment({ config: { url: 'https://backend.test', anonKey: 'anon-key' } }));

afterEach(() => {
  overrideBackendEnvironment({});
  vi.unstubAllGlobals();
});

describe('sendChatMessage: the sources of a grounded answer', () => {
  it('keeps the pages the answer was grounded on, and only paths on this site', async () => {
    stubFetch(() =>
      json(200, {
        success: true,
        response: 'Zero-click searches end without a visit.',
        sources: [
          { title: 'Zero-Click Searches', url: '/insights/zero-click-searches-the-new-reality-of-information-discovery#zero-click-search-by-the-numbers' },
          { title: 'Elsewhere', url: 'https://evil.example/' },
          { title: 'Protocol-relative', url: '//evil.example/x' },
          { title: '', url: '/about' },
          { url: '/contact' },
        ],
      }),
    );
    const reply = await sendChatMessage('zero click', 's');
    expect(reply).toMatchObject({
      ok: true,
      sources: [{ title: 'Zero-Click Searches', url: '/insights/zero-click-searches-the-new-reality-of-information-discovery#zero-click-search-by-the-numbers' }],
    });
  });
});
