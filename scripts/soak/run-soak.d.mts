/** Types of run-soak.mjs for the TypeScript test that runs the short soak. */

export interface SoakOptions {
  siteUrl: string;
  backendUrl: string;
  dbUrl: string;
  n?: number;
  contexts?: number;
  postgresKills?: number;
  functionsRestarts?: number;
  seed?: number;
  log?: (line: string) => void;
}

export interface SoakResult {
  run: string;
  sent: number;
  stored: number;
  outboxRecords: number;
  delivered: number;
  pending: number;
  rejected: number;
  rows: number;
  lost: number;
  duplicated: number;
  sendingSeconds: number;
  drainSeconds: number;
  tooMany: number;
  longestSendingMs: number;
  longestSubscribingMs: number;
  busyOver5s: number;
  formsMeasured: number;
  statuses: Record<string, number>;
  events: string[];
  failures: string[];
}

export function runSoak(options: SoakOptions): Promise<SoakResult>;
export function formatSoak(result: SoakResult): string;
