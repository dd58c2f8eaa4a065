-- Which chat replies the ai-chatbot function produced itself. Only those go back to the model as its
-- side of the conversation: a turn recorded by a client (an answer shown offline) may claim any
-- provider, but it never sets this column, which only the function's own answer writes.
alter table public.chat_messages
  add column answered_by_function boolean not null default false,
  -- Which output check the model's answer failed ('passed' when none), when the model was asked.
  add column output_check text check (output_check in ('passed', 'links', 'price', 'promise', 'prompt-echo', 'dictated', 'uncited')),
  -- The answer cites nothing of the site and is not small talk: the chat offers the handoff to the team.
  add column uncertain boolean not null default false;

create index chat_messages_function_history_idx on public.chat_messages (session_id, created_at) where answered_by_function;
