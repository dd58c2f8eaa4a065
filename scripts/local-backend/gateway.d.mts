/** Types of gateway.mjs for the TypeScript tests that start a gateway of their own. */

export interface GatewayOptions {
  /** Port on 127.0.0.1; 0 picks a free one. */
  port: number;
  /** A postgres.js pool connected as `authenticator` (only /rest/v1 uses it). */
  sql: unknown;
  /** HS256 secret the keys are verified with. */
  secret: string;
  /** The functions server's current port. */
  functionsPort: () => number;
  /** Each part's health, for /health. */
  health: () => Promise<Record<string, unknown>>;
  logRequests?: boolean;
  /** Functions served without a key (supabase/config.toml's `verify_jwt = false`). */
  functionsWithoutJwt?: Set<string>;
}

export interface Gateway {
  port: number;
  functionStatusCounts(): Record<string, number>;
  stop(): Promise<void>;
}

export function startGateway(options: GatewayOptions): Promise<Gateway>;
