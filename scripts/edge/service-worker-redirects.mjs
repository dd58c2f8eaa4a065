/** Gives the service worker the site's fixed redirects, so a former address still opens offline. */
import { readFileSync, writeFileSync } from 'node:fs';

/** The text in sw.js that stands for the list (see sw/offline-navigation.ts), replaced like Workbox's precache manifest. */
export const INJECTION_POINT = 'self.__SITE_REDIRECTS';

/** @param {string} swFile @param {Array<{ from: string, to: string, status: number }>} rules exact-path 3xx rules */
export function injectServiceWorkerRedirects(swFile, rules) {
  const source = readFileSync(swFile, 'utf8');
  const count = source.split(INJECTION_POINT).length - 1;
  if (count !== 1) throw new Error(`edge: ${swFile} must contain ${INJECTION_POINT} exactly once (found ${count})`);
  const list = rules.map(({ from, to, status }) => ({ from, to, status }));
  writeFileSync(swFile, source.replace(INJECTION_POINT, () => JSON.stringify(list)));
  return list.length;
}
