/** Types of jwt.mjs for the TypeScript tests that import it. */

export function signJwt(payload: Record<string, unknown>, secret: string): string;
export function verifyJwt(token: unknown, secret: string): Record<string, unknown> | null;
export function projectKeys(secret: string): { anonKey: string; serviceRoleKey: string };
