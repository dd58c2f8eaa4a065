/** HTTP plumbing shared by the edge functions: CORS, JSON answers and a size-capped JSON body reader. */

/**
 * Headers every answer carries, so the site can call the functions from its own origin and read
 * Retry-After, which a cross-origin page sees only when it is exposed.
 */
export const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Expose-Headers': 'Retry-After',
};

/** Largest request body a function reads; anything bigger is refused with 413. */
export const MAX_BODY_BYTES = 64 * 1024;

/** A JSON answer with CORS headers. */
export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      ...CORS_HEADERS,
      'Content-Type': 'application/json; charset=utf-8',
      'X-Content-Type-Options': 'nosniff',
      ...headers,
    },
  });
}

/** The `{ success: false, message }` answer of every refusal. */
export function failure(
  status: number,
  message: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Response {
  return jsonResponse(status, { success: false, message, ...extra }, headers);
}

/** Answer to the CORS preflight and to the site's OPTIONS connectivity probe. */
export function preflightResponse(): Response {
  return new Response('ok', { status: 200, headers: CORS_HEADERS });
}

/** Result of reading a body: the parsed JSON, or the 4xx answer to send. */
export type BodyResult = { ok: true; value: unknown } | { ok: false; response: Response };

const TOO_LARGE = `Request body is too large (at most ${MAX_BODY_BYTES / 1024} KB).`;
const NOT_JSON = 'Request body must be valid JSON.';
const NOT_JSON_TYPE = 'Send the body as JSON, with Content-Type: application/json.';

/** True for `application/json`, with or without parameters such as charset. */
export function isJsonContentType(value: string | null): boolean {
  return value !== null && value.split(';')[0].trim().toLowerCase() === 'application/json';
}

/**
 * Reads at most MAX_BODY_BYTES of the body and parses it as JSON: 415 without a JSON content
 * type (text/plain bodies are what a cross-site form can send without a preflight), 413 when too
 * large, 400 when not JSON.
 */
export async function readJsonBody(req: Request): Promise<BodyResult> {
  if (!isJsonContentType(req.headers.get('content-type'))) {
    await req.body?.cancel();
    return { ok: false, response: failure(415, NOT_JSON_TYPE) };
  }
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) {
    await req.body?.cancel();
    return { ok: false, response: failure(413, TOO_LARGE) };
  }
  if (req.body === null) return { ok: false, response: failure(400, NOT_JSON) };

  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      return { ok: false, response: failure(413, TOO_LARGE) };
    }
    chunks.push(value);
  }

  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return { ok: true, value: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) };
  } catch {
    return { ok: false, response: failure(400, NOT_JSON) };
  }
}
