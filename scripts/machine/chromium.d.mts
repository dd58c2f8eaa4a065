/** Types of chromium.mjs for the Playwright configs and specs. */

export const CHROMIUM_ARGS: string[];
export const CHROMIUM_MISSING: string;
export function playwrightChromiumPath(): string | undefined;
export function findChromium(env?: NodeJS.ProcessEnv): { path: string; source: 'CHROMIUM_PATH' | 'playwright' | 'system' } | undefined;
export function chromiumLaunchOptions(env?: NodeJS.ProcessEnv): { executablePath: string | undefined; args: string[] };
