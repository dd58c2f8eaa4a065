// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadText, exportFileName } from './download-text';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('downloadText', () => {
  it('clicks a temporary download link to a Blob URL holding the text, then removes it and revokes the URL', async () => {
    vi.useFakeTimers();
    let blob: Blob | undefined;
    URL.createObjectURL = vi.fn((value: Blob) => {
      blob = value;
      return 'blob:test/1';
    });
    URL.revokeObjectURL = vi.fn();
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });

    downloadText('leads.csv', 'a,b\r\n1,2\r\n', 'text/csv');

    expect(clicked).toHaveLength(1);
    expect(clicked[0].download).toBe('leads.csv');
    expect(clicked[0].getAttribute('href')).toBe('blob:test/1');
    expect(document.querySelector('a[download]')).toBeNull();
    expect(blob?.type).toBe('text/csv');
    expect(await blob?.text()).toBe('a,b\r\n1,2\r\n');
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:test/1');
  });
});

describe('exportFileName', () => {
  it('names the file by UTC minute, without colons', () => {
    expect(exportFileName(new Date('2025-10-31T13:05:42.000Z'), 'csv')).toBe('asc-outbox-undelivered-2025-10-31T13-05.csv');
    expect(exportFileName(new Date('2025-10-31T13:05:42.000Z'), 'json')).toBe('asc-outbox-undelivered-2025-10-31T13-05.json');
  });
});
