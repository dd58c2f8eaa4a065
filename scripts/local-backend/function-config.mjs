/** Which functions supabase/config.toml serves without a JWT check (`verify_jwt = false`), as hosted Supabase's gateway does. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const CONFIG = fileURLToPath(new URL('../../supabase/config.toml', import.meta.url));

/** The names of the `[functions.<name>]` sections that set `verify_jwt = false`. */
export function functionsWithoutJwt(text = readFileSync(CONFIG, 'utf8')) {
  const open = new Set();
  let current;
  for (const line of text.split('\n')) {
    const section = /^\s*\[([^\]]+)\]\s*$/.exec(line)?.[1];
    if (section !== undefined) current = /^functions\.([a-z0-9-]+)$/.exec(section)?.[1];
    else if (current !== undefined && /^\s*verify_jwt\s*=\s*false\s*(#.*)?$/.test(line)) open.add(current);
  }
  return open;
}
