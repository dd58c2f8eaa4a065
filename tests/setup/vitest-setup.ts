// IndexedDB for the outbox in every unit test (fake-indexeddb), so the code under test opens the real Dexie schema.
import 'fake-indexeddb/auto';

// findBy*/waitFor wait up to 5 s instead of 1 s: IndexedDB (fake-indexeddb), the router and the
// dynamic imports a send makes settle slowly on a busy 2-core machine. They wait for what a visitor
// would see, not for how fast; speed is the bench's to measure. Only files with a DOM (jsdom) use
// Testing Library; the others skip loading it.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 5000 });
}

// Each test starts a visit of its own: what a page keeps for the visit (the chat's conversation and its
// open panel) never leaks from one test into the next.
if (typeof sessionStorage !== 'undefined') {
  const { afterEach } = await import('vitest');
  afterEach(() => sessionStorage.clear());
}
