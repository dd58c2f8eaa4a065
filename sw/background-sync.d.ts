/** Background Sync types, which TypeScript's WebWorker lib does not have (Chromium-only API). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

interface SyncManager {
  register(tag: string): Promise<void>;
  getTags(): Promise<string[]>;
}

interface ServiceWorkerGlobalScopeEventMap {
  sync: SyncEvent;
}

interface ServiceWorkerRegistration {
  readonly sync?: SyncManager;
}
