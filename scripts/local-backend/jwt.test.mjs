import { describe, expect, it } from 'vitest';
import { projectKeys, signJwt, verifyJwt } from './jwt.mjs';

describe('local API keys', () => {
  it('issues anon and service-role keys that verify with the secret only', () => {
    const { anonKey, serviceRoleKey } = projectKeys('secret-one');
    expect(verifyJwt(anonKey, 'secret-one')).toMatchObject({ role: 'anon' });
    expect(verifyJwt(serviceRoleKey, 'secret-one')).toMatchObject({ role: 'service_role' });
    expect(verifyJwt(anonKey, 'secret-two')).toBeNull();
  });

  it('refuses tampered, expired, malformed and unsigned tokens', () => {
    const { anonKey } = projectKeys('s');
    const [head, , signature] = anonKey.split('.');
    const forgedBody = Buffer.from(JSON.stringify({ role: 'service_role' })).toString('base64url');
    expect(verifyJwt(`${head}.${forgedBody}.${signature}`, 's')).toBeNull();
    expect(verifyJwt(signJwt({ role: 'anon', exp: 1 }, 's'), 's')).toBeNull();
    expect(verifyJwt('not-a-token', 's')).toBeNull();
    expect(verifyJwt(undefined, 's')).toBeNull();
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${forgedBody}.`;
    expect(verifyJwt(none, 's')).toBeNull();
  });
});
