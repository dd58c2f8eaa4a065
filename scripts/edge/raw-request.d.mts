/** Types of raw-request.mjs for the TypeScript tests. */
export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}
export function rawRequest(
  base: string,
  path: string,
  options?: { method?: string; headers?: Record<string, string>; timeoutMs?: number },
): Promise<RawResponse>;
export function staysOnSite(location: string | undefined, base: string): boolean;
