/**
 * Global setup of the Vitest project `backend`: one PostgreSQL cluster for every file that starts a
 * local backend. Each backend still gets a database, functions server and gateway of its own
 * (tests/setup/test-backend.ts), so files keep their isolation and settings and run in parallel;
 * only initdb, the largest part of a backend's start-up, happens once.
 */
import type { TestProject } from 'vitest/node';
import { startSharedPostgres } from '../../scripts/local-backend/backend.mjs';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Fast mode (no fsync): the durability proofs run on a cluster of their own (local-backend-faults).
  const cluster = await startSharedPostgres({ durable: false });
  project.provide('sharedPostgres', cluster.shared);
  return () => cluster.stop();
}
