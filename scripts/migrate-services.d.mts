/** Types of migrate-services.mjs for the TypeScript tests that import it. */
import type { SupabaseClient } from '@supabase/supabase-js';

export function serviceKeyProblem(key: string | undefined): string | null;
export function insertServicePage(client: SupabaseClient, row: Record<string, unknown>): Promise<boolean>;
