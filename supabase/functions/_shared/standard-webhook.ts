/** Standard Webhooks 1.0 signing with WebCrypto: the headers that let a receiver check who sent a body, and when. */

function base64(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
}

/** `v1,` and the base64 HMAC-SHA256 of "id.timestamp.body" under `key`. */
export async function webhookSignature(key: Uint8Array, id: string, timestampSeconds: number, body: string): Promise<string> {
  const cryptoKey = await crypto.subtle.importKey('raw', key as Uint8Array<ArrayBuffer>, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = await crypto.subtle.sign('HMAC', cryptoKey, new TextEncoder().encode(`${id}.${timestampSeconds}.${body}`));
  return `v1,${base64(new Uint8Array(mac))}`;
}

/** The four headers of a signed webhook request. */
export async function webhookHeaders(key: Uint8Array, id: string, timestampSeconds: number, body: string): Promise<Record<string, string>> {
  return {
    'content-type': 'application/json',
    'webhook-id': id,
    'webhook-timestamp': String(timestampSeconds),
    'webhook-signature': await webhookSignature(key, id, timestampSeconds, body),
  };
}
