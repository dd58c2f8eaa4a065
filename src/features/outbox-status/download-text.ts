/** Saves text as a file in the browser, without any network: a Blob URL behind a temporary <a download>. */

/** Starts the download of `text` as `filename`. */
export function downloadText(filename: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; a moment later is safe.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** 'asc-outbox-undelivered-2025-10-31T13-05.csv': sortable, and valid on every file system. */
export function exportFileName(now: Date, extension: 'json' | 'csv'): string {
  return `asc-outbox-undelivered-${now.toISOString().slice(0, 16).replace(/:/g, '-')}.${extension}`;
}
