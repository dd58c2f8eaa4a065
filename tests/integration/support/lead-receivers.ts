/** Loopback stand-ins for a webhook receiver and Resend's /emails: they record each request and answer as the test says. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a receiver got. */
export interface ReceivedRequest {
  path: string;
  headers: Record<string, string>;
  body: string;
  json: Record<string, unknown>;
}

/** How to answer one request. */
export interface ScriptedAnswer {
  status: number;
  headers?: Record<string, string>;
  body?: string;
}

/** A running receiver: its base URL, what it received, what it answers (changeable), close(). */
export interface LeadReceiver {
  url: string;
  requests: ReceivedRequest[];
  answer: (request: ReceivedRequest) => ScriptedAnswer | Promise<ScriptedAnswer>;
  close(): Promise<void>;
}

/** Starts a receiver on 127.0.0.1 that answers 200 `{"id": ...}` unless `answer` is replaced. */
export async function startLeadReceiver(): Promise<LeadReceiver> {
  const receiver: LeadReceiver = {
    url: '',
    requests: [],
    answer: () => ({ status: 200, body: JSON.stringify({ id: 'received' }) }),
    close: async () => {},
  };
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    let json: Record<string, unknown> = {};
    try {
      json = JSON.parse(body) as Record<string, unknown>;
    } catch {
      json = {};
    }
    const headers = Object.fromEntries(Object.entries(req.headers).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : [])));
    const request = { path: req.url ?? '', headers, body, json };
    receiver.requests.push(request);
    const { status, headers: answerHeaders = {}, body: answerBody = '' } = await receiver.answer(request);
    if (res.destroyed) return;
    res.writeHead(status, { 'content-type': 'application/json', ...answerHeaders }).end(answerBody);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  receiver.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return receiver;
}
