-- A chat conversation handed to the team is stored as a contact submission that carries the
-- conversation so far (transcript: [{from, text, at}], oldest first, at most 40 lines), where it
-- came from (origin_via 'chat' and the page the chat was open on) and the chat's session id, which
-- ties the visitor's recorded chat turns (chat_messages.session_id) to this contact, so erasing the
-- person erases them too. The function validates every line (schema/submission.ts); these checks
-- keep the shape honest for anything else that writes.
alter table public.contact_submissions
  add column transcript jsonb
    check (transcript is null or (jsonb_typeof(transcript) = 'array' and jsonb_array_length(transcript) between 1 and 40)),
  add column origin_via text check (origin_via in ('chat')),
  add column origin_page text
    check (origin_page is null or (char_length(origin_page) between 1 and 200 and left(origin_page, 1) = '/')),
  add column chat_session_id text check (char_length(chat_session_id) between 1 and 128),
  add constraint contact_submissions_origin_whole check ((origin_via is null) = (origin_page is null));

create index contact_submissions_chat_session_idx on public.contact_submissions (chat_session_id)
  where chat_session_id is not null;

-- A contact from the chat is routed as the reserved lead kind 'chat' (webhook type lead.chat, an
-- email saying it came from the chat); every other row keeps its table's kind. to_jsonb, because a
-- newsletter row has no origin_via column to name.
create or replace function public.enqueue_lead_deliveries() returns trigger
  language plpgsql as $$
declare
  kind text := case when to_jsonb(new) ->> 'origin_via' = 'chat' then 'chat' else tg_argv[0] end;
begin
  insert into public.lead_deliveries (lead_kind, lead_id, channel, state)
  select kind, new.id, channel, case when new.spam_reason is null then 'pending' else 'held' end
  from unnest(array['webhook', 'email']) as channel
  on conflict (lead_kind, lead_id, channel) do nothing;
  return new;
end $$;

revoke execute on function public.enqueue_lead_deliveries() from public, anon, authenticated;
