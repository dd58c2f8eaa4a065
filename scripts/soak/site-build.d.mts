/** Types of site-build.mjs for the TypeScript tests that import it. */
import type { LocalBackend } from '../local-backend/backend.mjs';

export function buildSiteAgainst(backend: LocalBackend, root: string): Promise<void>;
export function builtAgainst(backend: LocalBackend, root: string): boolean;
