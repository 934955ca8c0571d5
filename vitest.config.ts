import path from 'node:path';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const root = path.resolve(import.meta.dirname);
const alias = { '@': path.join(root, 'src/client'), '@shared': path.join(root, 'src/shared') };
const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * Tests that run whole app processes and time an outage (a PostgreSQL restart under load, a killed instance, a
 * crash between spending and refunding). A second test file beside them starves the servers they watch, so they
 * run last, one file at a time, with nothing else running.
 */
const PROCESS_FAULT_TESTS = [
  'src/server/credit-faults.integration.test.ts',
  'src/server/database-restart.integration.test.ts',
  'src/server/mail-outbox.integration.test.ts',
  'src/server/scale-out.integration.test.ts',
];

const integrationTimeouts = { testTimeout: 30_000, hookTimeout: 60_000 };

/** One integration project per database: the same files, the database chosen by TEST_DB_KIND. */
function integrationProjects(kind: 'pglite' | 'postgres'): TestProjectInlineConfiguration[] {
  return [
    {
      resolve: { alias },
      test: {
        name: `integration-${kind}`,
        include: ['src/**/*.integration.test.ts'],
        exclude: PROCESS_FAULT_TESTS,
        env: { TEST_DB_KIND: kind },
        ...integrationTimeouts,
        maxWorkers: 2,
        sequence: { groupOrder: 0 },
      },
    },
    {
      resolve: { alias },
      test: {
        name: `faults-${kind}`,
        include: PROCESS_FAULT_TESTS,
        env: { TEST_DB_KIND: kind },
        ...integrationTimeouts,
        maxWorkers: 1,
        // After every other test, and one database's after the other's: never two of them at once.
        sequence: { groupOrder: kind === 'pglite' ? 1 : 2 },
      },
    },
  ];
}

/** Unit tests run alone; integration tests run once on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL. */
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.integration.test.ts'],
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      ...integrationProjects('pglite'),
      ...(hasPostgres ? integrationProjects('postgres') : []),
    ],
  },
});
