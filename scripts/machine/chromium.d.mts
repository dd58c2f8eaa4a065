/** Types of chromium.mjs for the Playwright configs and specs. */

export const CHROMIUM_ARGS: string[];
export const CHROMIUM_MISSING: string;
export function playwrightChromiumPath(): string | undefined;
type FoundChromium = { path: string; source: 'CHROMIUM_PATH' | 'playwright' | 'system' };
export function findChromium(env?: NodeJS.ProcessEnv, options?: { prefer?: 'shell' | 'browser' }): FoundChromium | undefined;
export function runnableChromium(purpose: string, env?: NodeJS.ProcessEnv, options?: { prefer?: 'shell' | 'browser' }): FoundChromium & { version: string };
export function chromiumLaunchOptions(env?: NodeJS.ProcessEnv): { executablePath: string | undefined; args: string[] };
