import { describe, expect, it } from 'vitest';
import { submissionIdFor } from './submission-ids';

const message = { name: 'Rae Repeat', email: 'rae@example.com', company: '', message: 'Sent twice by an impatient finger.' };

describe('submissionIdFor', () => {
  it('gives an unchanged form the id of its first Send, whatever the order of its fields', () => {
    const first = submissionIdFor('contact', message);
    const { message: text, ...rest } = message;
    expect(submissionIdFor('contact', { message: text, ...rest })).toBe(first);
  });

  it('gives a changed field, or another kind, a new id', () => {
    const first = submissionIdFor('contact', { ...message, email: 'rae.other@example.com' });
    expect(submissionIdFor('contact', { ...message, email: 'rae.other@example.com', message: 'Sent twice by an impatient finger!' })).not.toBe(first);
    expect(submissionIdFor('contact', { ...message, email: 'rae.other@example.com', company: 'Acme' })).not.toBe(first);
    const signup = { firstName: 'Rae', lastName: 'Repeat', email: 'rae.other@example.com', optedIn: true };
    expect(submissionIdFor('newsletter', signup)).not.toBe(first);
    expect(submissionIdFor('newsletter', signup)).toBe(submissionIdFor('newsletter', { ...signup }));
  });

  it('gives a repeated Send of the same words the same id, though its human signals differ', () => {
    const first = submissionIdFor('contact', { ...message, email: 'rae.third@example.com', elapsedMs: 4000 });
    expect(submissionIdFor('contact', { ...message, email: 'rae.third@example.com', elapsedMs: 9000 })).toBe(first);
    expect(submissionIdFor('contact', { ...message, email: 'rae.third@example.com', elapsedMs: 9000, website: '' })).toBe(first);
  });
});
