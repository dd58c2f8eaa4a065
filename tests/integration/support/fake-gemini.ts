/** A stand-in for Gemini's generateContent endpoint on 127.0.0.1, recording what it was asked. */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request Gemini received. */
export interface GeminiCall {
  path: string;
  apiKey: string | undefined;
  body: {
    systemInstruction: { parts: { text: string }[] };
    contents: { role: string; parts: { text: string }[] }[];
  };
}

/** The fake server: its base URL, the calls so far, and close(). */
export interface FakeGemini {
  baseUrl: string;
  calls: GeminiCall[];
  close(): Promise<void>;
}

async function readJson(req: IncomingMessage): Promise<GeminiCall['body']> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as GeminiCall['body'];
}

/** The function's settings for a backend whose model is the stand-in at `baseUrl` (plus `extra`). */
export function geminiEnv(baseUrl: string, extra: Record<string, string> = {}): Record<string, string> {
  return { GEMINI_API_KEY: 'test-key', GEMINI_API_BASE_URL: baseUrl, GEMINI_MODEL: 'gemini-test', ...extra };
}

/** A generateContent stand-in on a free port of 127.0.0.1: `answer` gets each request's call and writes the reply. */
export async function serveGemini(
  answer: (call: GeminiCall, res: ServerResponse) => Promise<void> | void,
): Promise<{ baseUrl: string; close(): Promise<void> }> {
  const server = createServer(async (req, res) => {
    const body = await readJson(req);
    await answer({ path: req.url ?? '', apiKey: req.headers['x-goog-api-key'] as string | undefined, body }, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Writes a generateContent answer of these parts. */
export function answerWith(res: ServerResponse, parts: { text: string }[]): void {
  if (res.destroyed) return;
  res.writeHead(200, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify({ candidates: [{ content: { role: 'model', parts }, finishReason: 'STOP' }] }));
}

// The lines that name the site passages the function put in the system instruction: "[1] Title (url)".
function contextLines(body: GeminiCall['body']): string[] {
  const instruction = body.systemInstruction.parts.map((part) => part.text).join('\n');
  return instruction.split('\n').filter((line) => /^\[\d+\] .+ \(\/[^)]*\)$/.test(line));
}

/** The visitor's words in a user turn: the text between the function's visitor tags, unescaped (the whole turn when untagged). */
export function visitorText(turn: string): string {
  const inside = /<visitor_message>\n?([\s\S]*?)\n?<\/visitor_message>/.exec(turn);
  if (inside === null) return turn;
  return inside[1].replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');
}

/**
 * Answers "Gemini says: <the visitor's last message>", followed by the site passages it was given (it
 * echoes its context: "From the site:" and one "[n] Title (url)" line each, so it cites every passage
 * by its number; "[cite 2]" in the message cites only passage 2, "[cite none]" none); a message containing "[fail]" gets a 500,
 * "[slow]" an answer after 5 s, "[empty]" a candidate without text.
 */
export async function startFakeGemini(): Promise<FakeGemini> {
  const calls: GeminiCall[] = [];
  const server = await serveGemini(async (call, res) => {
    calls.push(call);
    const { body } = call;
    const last = visitorText(body.contents.at(-1)?.parts[0]?.text ?? '');
    if (last.includes('[fail]')) {
      res.writeHead(500, { 'Content-Type': 'application/json' }).end('{"error":{"message":"boom"}}');
      return;
    }
    if (last.includes('[slow]')) await new Promise((resolve) => setTimeout(resolve, 5000));
    const chosen = /\[cite ([\d ,]+|none)\]/.exec(last)?.[1];
    const context = contextLines(body).filter((_, i) => chosen === undefined || chosen.split(/[ ,]+/).includes(String(i + 1)));
    const echo = context.length > 0 ? `\nFrom the site:\n${context.join('\n')}` : '';
    answerWith(res, last.includes('[empty]') ? [] : [{ text: `Gemini says: ${last}${echo}` }]);
  });
  return { ...server, calls };
}
