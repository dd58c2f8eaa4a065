import { describe, expect, it } from 'vitest';
import { isUuid, uuidFromText } from './uuid-from-text';

describe('uuidFromText', () => {
  it('is a UUID the server accepts, the same for the same text and different for different text', () => {
    const id = uuidFromText('contact:{"id":"1"}');
    expect(isUuid(id)).toBe(true);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(uuidFromText('contact:{"id":"1"}')).toBe(id);
    const many = new Set(Array.from({ length: 1000 }, (_, index) => uuidFromText(`contact:${index}`)));
    expect(many.size).toBe(1000);
  });

  it('tells UUIDs from other ids', () => {
    expect(isUuid(crypto.randomUUID())).toBe(true);
    expect(isUuid('1714555800000')).toBe(false);
    expect(isUuid(42)).toBe(false);
  });
});
