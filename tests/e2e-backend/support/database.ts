/** The local backend's database, read (and for one scenario changed) as the superuser, for assertions about what arrived. */
import postgres from 'postgres';
import { databaseUrl } from './backend-env';

/** A superuser connection; close it with `end()` in afterAll. */
export function openDatabase(): postgres.Sql {
  return postgres(databaseUrl(), { max: 1, onnotice: () => {} });
}

/** Rows of contact_submissions with this email. */
export async function contactRows(db: postgres.Sql, email: string) {
  return db<{ client_record_id: string | null; name: string; message: string }[]>`
    select client_record_id, name, message from public.contact_submissions where email = ${email}`;
}

/** Rows of newsletter_subscribers with this email (any letter case). */
export async function newsletterRows(db: postgres.Sql, email: string) {
  return db<{ client_record_id: string | null; first_name: string; opted_in: boolean }[]>`
    select client_record_id, first_name, opted_in from public.newsletter_subscribers where lower(email) = lower(${email})`;
}

/** One stored chat turn. */
export interface ChatRow {
  session_id: string;
  client_record_id: string | null;
  user_message: string;
  ai_response: string | null;
  provider: string | null;
}

/** Rows of chat_messages whose question contains `token`, oldest first. */
export async function chatRows(db: postgres.Sql, token: string): Promise<ChatRow[]> {
  return db<ChatRow[]>`
    select session_id, client_record_id, user_message, ai_response, provider from public.chat_messages
    where strpos(user_message, ${token}) > 0 order by created_at, id`;
}
