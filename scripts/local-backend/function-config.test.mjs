import { describe, expect, it } from 'vitest';
import { functionsWithoutJwt } from './function-config.mjs';

describe('functions served without a JWT check', () => {
  it('are the [functions.<name>] sections with verify_jwt = false', () => {
    const toml = [
      '[db.seed]',
      'verify_jwt = false',
      '[functions.contact-form]',
      'verify_jwt = true',
      '[functions.lead-dispatcher]',
      'verify_jwt = false # checks its own secret',
      'import_map = "./functions/deno.json"',
    ].join('\n');
    expect([...functionsWithoutJwt(toml)]).toEqual(['lead-dispatcher']);
  });
});
