/** Types of site-build.mjs for the TypeScript tests that import it. */
import type { LocalBackend } from '../local-backend/backend.mjs';

/** What a build needs to know of a backend; it need not be running. */
export type BackendIdentity = Pick<LocalBackend, 'url' | 'anonKey' | 'jwtSecret'>;

export function sourceFingerprint(): string | undefined;
export function buildSiteAgainst(backend: BackendIdentity, root: string, options?: { quiet?: boolean }): Promise<string>;
export function builtAgainst(backend: BackendIdentity, root: string): boolean;
