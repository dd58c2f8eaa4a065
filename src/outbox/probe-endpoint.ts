/** SPEC call 4: the OPTIONS connectivity probe run before a replay. */
import { CONNECTIVITY_PROBE_TIMEOUT_MS } from '../lib/spec-constants';
import { withTimeout, type FetchLike } from './with-timeout';

/** True when `url` answers an OPTIONS request with a 2xx within `timeoutMs`; never throws. */
export async function probeEndpoint(
  fetchImpl: FetchLike,
  url: string,
  headers: Record<string, string> = {},
  timeoutMs: number = CONNECTIVITY_PROBE_TIMEOUT_MS,
): Promise<boolean> {
  try {
    const response = await withTimeout(timeoutMs, (signal) => fetchImpl(url, { method: 'OPTIONS', headers, signal }));
    return response.ok;
  } catch {
    return false;
  }
}
