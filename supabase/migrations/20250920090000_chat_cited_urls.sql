-- The site's pages a chat reply linked to: the sources of a grounded answer, or the "Read more"
-- links under a fallback reply. The function accepts only paths on the site, at most five.
alter table public.chat_messages
  add column cited_urls text[]
    check (cited_urls is null or (cardinality(cited_urls) between 1 and 5 and array_position(cited_urls, null) is null));
