/** Asks Google's Gemini (REST generateContent) for a reply, within a time limit. */

const DEFAULT_MODEL = 'gemini-2.5-flash-lite';
const DEFAULT_BASE_URL = 'https://generativelanguage.googleapis.com';
const DEFAULT_TIMEOUT_MS = 8000;

/** Where and how to reach Gemini; absent when GEMINI_API_KEY is not set. */
export interface GeminiSettings {
  apiKey: string;
  model: string;
  baseUrl: string;
  timeoutMs: number;
}

/** One earlier exchange of the same chat session. */
export interface ChatExchange {
  user: string;
  assistant: string;
}

/** Settings from GEMINI_API_KEY, GEMINI_MODEL, GEMINI_API_BASE_URL and GEMINI_TIMEOUT_MS. */
export function geminiSettings(): GeminiSettings | undefined {
  const apiKey = Deno.env.get('GEMINI_API_KEY')?.trim();
  if (!apiKey) return undefined;
  const model = Deno.env.get('GEMINI_MODEL')?.trim() || DEFAULT_MODEL;
  if (!/^[A-Za-z0-9._-]+$/.test(model)) throw new Error(`GEMINI_MODEL is not a model name: ${model}`);
  const timeout = Number(Deno.env.get('GEMINI_TIMEOUT_MS'));
  return {
    apiKey,
    model,
    baseUrl: (Deno.env.get('GEMINI_API_BASE_URL')?.trim() || DEFAULT_BASE_URL).replace(/\/+$/, ''),
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_TIMEOUT_MS,
  };
}

interface GenerateContentAnswer {
  candidates?: { content?: { parts?: { text?: unknown }[] }; finishReason?: string }[];
}

/** The model's plain-text reply; throws on HTTP errors, time-out, or an empty or blocked answer. */
export async function askGemini(
  settings: GeminiSettings,
  systemPrompt: string,
  history: ChatExchange[],
  message: string,
): Promise<string> {
  const contents = [
    ...history.flatMap((exchange) => [
      { role: 'user', parts: [{ text: exchange.user }] },
      { role: 'model', parts: [{ text: exchange.assistant }] },
    ]),
    { role: 'user', parts: [{ text: message }] },
  ];
  const url = `${settings.baseUrl}/v1beta/models/${settings.model}:generateContent`;
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-goog-api-key': settings.apiKey },
    body: JSON.stringify({
      systemInstruction: { parts: [{ text: systemPrompt }] },
      contents,
      generationConfig: { temperature: 0.6, maxOutputTokens: 600 },
    }),
    signal: AbortSignal.timeout(settings.timeoutMs),
  });
  if (!res.ok) {
    throw new Error(`Gemini answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  }
  const answer = (await res.json()) as GenerateContentAnswer;
  const candidate = answer.candidates?.[0];
  const text = (candidate?.content?.parts ?? [])
    .map((part) => (typeof part.text === 'string' ? part.text : ''))
    .join('')
    .trim();
  if (text === '') throw new Error(`Gemini gave no text (finish reason ${candidate?.finishReason ?? 'none'})`);
  return text;
}
