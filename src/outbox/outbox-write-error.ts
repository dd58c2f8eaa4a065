/** Thrown when a record could not be written to IndexedDB, so the caller never claims it was received. */
export class OutboxWriteError extends Error {
  override readonly name = 'OutboxWriteError';

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** Wraps any storage failure of `action` into an OutboxWriteError. */
export async function writeOrThrow<T>(what: string, action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new OutboxWriteError(`Could not store the ${what} on this device: ${reason}`, { cause: error });
  }
}
