import { describe, expect, it } from 'vitest';
import { maskEmail } from './mask-email';

describe('maskEmail', () => {
  it('shows the first two characters and the domain', () => {
    expect(maskEmail('jane.doe@example.com')).toBe('ja••••@example.com');
    expect(maskEmail(' John@Example.org ')).toBe('Jo••••@Example.org');
  });

  it('shows only one character of a very short local part', () => {
    expect(maskEmail('ab@example.com')).toBe('a••••@example.com');
    expect(maskEmail('x@example.com')).toBe('x••••@example.com');
  });

  it('masks text that is not an address', () => {
    expect(maskEmail('not-an-email')).toBe('no••••');
    expect(maskEmail('')).toBe('••••');
  });
});
