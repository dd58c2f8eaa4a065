/**
 * The backend suite's `test`: Playwright's, plus `db`, one superuser connection to the local backend's
 * database per worker (support/database.ts), opened for the first test that asks for it and closed when the worker stops.
 */
import { test as base } from '@playwright/test';
import type postgres from 'postgres';
import { openDatabase } from './database';

export const test = base.extend<object, { db: postgres.Sql }>({
  db: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const db = openDatabase();
      await use(db);
      await db.end();
    },
    { scope: 'worker' },
  ],
});
