/**
 * A loopback receiver for lead deliveries: POST /webhook checks the Standard Webhooks signature (the
 * reference `standardwebhooks` library), POST /emails answers as Resend does (200 {id}). Every
 * request is recorded (GET /received lists them); a fault hook lets the soak answer 500, 429 or
 * not at all, and `setDown` takes the port away for an outage.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { Webhook } from 'standardwebhooks';

const EMAIL_TO = 'team@leads.local.test';
const EMAIL_FROM = 'Leads <leads@leads.local.test>';
// A request held by a time-out fault is dropped after this, long past the dispatcher's 10 s.
const HOLD_MS = 15_000;

function readBody(req) {
  return new Promise((resolve, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => resolve(text));
    req.on('error', reject);
  });
}

function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Null when the Standard Webhooks headers verify `text` (signature and timestamp tolerance), else why not. */
function webhookProblem(verifier, headers, text) {
  try {
    verifier.verify(text, headers);
    return null;
  } catch (error) {
    return String(error.message ?? error);
  }
}

const firstLine = (text) => String(text ?? '').split('\n')[0].slice(0, 80);

/** One printed line per lead (first receipt of each id): what a person at the sink would want to see. */
function describe(record) {
  const { channel, id, body } = record;
  if (channel === 'webhook') {
    const data = body?.data ?? {};
    if (body?.type === 'lead.alert') return `webhook ALERT ${data.incident}: ${data.channel} ${data.state} (${data.lastError ?? ''})  webhook-id ${id}`;
    const name = data.name ?? [data.firstName, data.lastName].filter(Boolean).join(' ');
    const message = data.message ? `  "${firstLine(data.message)}"` : '';
    return `webhook ${String(body?.type ?? '?').replace(/^lead\./, '')}: ${name} <${data.email}>${message}  webhook-id ${id}`;
  }
  return `email   ${body?.subject ?? '?'}  reply-to ${body?.reply_to ?? '-'}  Idempotency-Key ${id}`;
}

/**
 * Starts the sink on 127.0.0.1:`port` (0: a free one). `print` writes a line per lead received.
 * Resolves with its address, `settings` (the functions' LEAD_* and RESEND_* variables pointing here),
 * `requests` (every request: channel, id, at, status, verified, accepted, body), `fault`
 * (assign a function of {channel, id, body} returning undefined, {status, headers} or 'hang'),
 * `setDown(down)` and `stop()`.
 */
export async function startLeadSink({ port = 0, print = false, log = console.log } = {}) {
  const secret = `whsec_${randomBytes(24).toString('base64')}`;
  const verifier = new Webhook(secret);
  const apiKey = `re_local_${randomUUID().replaceAll('-', '')}`;
  const requests = [];
  const accepted = new Set();
  const held = new Set();
  const sink = { fault: undefined };

  const answer = (res, record, status, body, headers = {}) => {
    record.status = status;
    record.accepted = status >= 200 && status < 300;
    if (record.accepted) {
      const key = `${record.channel}:${record.id}`;
      record.repeat = accepted.has(key);
      accepted.add(key);
      if (print && !record.repeat) log(describe(record));
    }
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };

  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://sink').pathname;
    // For a test in another process: what has arrived so far.
    if (req.method === 'GET' && path === '/received') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return void res.end(JSON.stringify(requests));
    }
    const channel = req.method === 'POST' && path === '/webhook' ? 'webhook' : req.method === 'POST' && path === '/emails' ? 'email' : undefined;
    if (channel === undefined) return void res.writeHead(404).end();
    const text = await readBody(req).catch(() => undefined);
    if (text === undefined) return;
    const body = parseJson(text);
    const record = { channel, at: Date.now(), status: null, accepted: false, repeat: false, body, verified: undefined };
    requests.push(record);
    if (channel === 'webhook') {
      record.id = req.headers['webhook-id'];
      record.problem = webhookProblem(verifier, req.headers, text);
      record.verified = record.problem === null;
    } else {
      record.id = req.headers['idempotency-key'];
      record.verified = req.headers.authorization === `Bearer ${apiKey}`;
    }

    const fault = sink.fault?.(record);
    if (fault === 'hang') {
      held.add(res);
      res.once('close', () => held.delete(res));
      setTimeout(() => res.destroy(), HOLD_MS).unref();
      return;
    }
    if (fault !== undefined) return answer(res, record, fault.status, { message: 'sink fault' }, fault.headers);
    if (channel === 'webhook') {
      if (!record.verified) return answer(res, record, 401, { message: record.problem });
      if (body === undefined) return answer(res, record, 400, { message: 'body is not JSON' });
      return answer(res, record, 200, { received: true });
    }
    if (!record.verified) return answer(res, record, 401, { name: 'validation_error', message: 'API key is invalid' });
    const missing = ['from', 'to', 'subject'].filter((field) => !body?.[field]);
    if (missing.length > 0 || !record.id) {
      return answer(res, record, 422, { name: 'missing_required_field', message: `missing ${[...missing, ...(record.id ? [] : ['Idempotency-Key'])].join(', ')}` });
    }
    return answer(res, record, 200, { id: randomUUID() });
  });

  const listen = (at) =>
    new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(at, '127.0.0.1', () => {
        server.off('error', reject);
        resolve(server.address().port);
      });
    });
  const close = () =>
    new Promise((resolve) => {
      for (const res of held) res.destroy();
      server.closeAllConnections();
      server.close(() => resolve());
    });

  const bound = await listen(port);
  const url = `http://127.0.0.1:${bound}`;
  let down = false;
  return Object.assign(sink, {
    url,
    secret,
    apiKey,
    requests,
    settings: {
      LEAD_WEBHOOK_URL: `${url}/webhook`,
      LEAD_WEBHOOK_SECRET: secret,
      RESEND_API_URL: url,
      RESEND_API_KEY: apiKey,
      LEAD_EMAIL_TO: EMAIL_TO,
      LEAD_EMAIL_FROM: EMAIL_FROM,
    },
    /** Closes the port (connections are refused) or opens it again on the same number. */
    async setDown(next) {
      if (next === down) return;
      down = next;
      if (next) await close();
      else await listen(bound);
    },
    async stop() {
      if (!down) await close();
      down = true;
    },
  });
}
