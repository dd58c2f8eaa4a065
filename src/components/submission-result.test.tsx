// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { Outcome } from '../outbox/records';
import { outcomeText, SubmissionResult, type OutcomeWords } from './submission-result';

afterEach(cleanup);

const words: OutcomeWords = { delivered: 'Sent.', alreadyDelivered: 'Already here.', storedLocally: 'Kept on this device.', error: 'Try again.' };

describe('a submission outcome in a form’s words', () => {
  it('says delivered, already delivered, stored locally, the server’s reason, or the error', () => {
    expect(outcomeText(undefined, words)).toBeUndefined();
    expect(outcomeText({ type: 'delivered' }, words)).toBe('Sent.');
    expect(outcomeText({ type: 'delivered', already: true }, words)).toBe('Already here.');
    expect(outcomeText({ type: 'delivered', already: true }, { ...words, alreadyDelivered: undefined })).toBe('Sent.');
    expect(outcomeText({ type: 'queued', reason: 'offline', message: 'No answer within 5 s' }, words)).toBe('Kept on this device.');
    expect(outcomeText({ type: 'rejected', message: '  Email is not valid.  ' }, words)).toBe('Email is not valid.');
    expect(outcomeText({ type: 'rejected', message: ' ' }, words)).toBe('Try again.');
    expect(outcomeText({ type: 'unsaved' }, words)).toBe('Try again.');
  });

  it('announces a success politely and a failure as an alert, both regions present before any result', () => {
    const show = (outcome: Outcome | undefined) =>
      render(
        <SubmissionResult outcome={outcome} words={words} resultRef={() => undefined} testId="result" boxClass={(tone) => tone} iconClass={() => ''}>
          {(tone, text) => <p>{`${tone}: ${text}`}</p>}
        </SubmissionResult>,
      );
    show(undefined);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.getByRole('alert').textContent).toBe('');
    cleanup();

    show({ type: 'queued', reason: 'offline', message: 'offline' });
    expect(screen.getByRole('status').textContent).toBe('success: Kept on this device.');
    expect(screen.getByRole('alert').textContent).toBe('');
    cleanup();

    show({ type: 'unsaved' });
    expect(screen.getByRole('alert').textContent).toBe('failure: Try again.');
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.getByTestId('result').getAttribute('tabindex')).toBe('-1');
  });
});
