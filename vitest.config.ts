import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = path.resolve(import.meta.dirname);
const alias = { '@': path.join(root, 'src/client'), '@shared': path.join(root, 'src/shared') };
const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * Unit tests run alone; integration tests run once on PGlite and, when TEST_DATABASE_URL is set, once more
 * on PostgreSQL: the same files, the database chosen by TEST_DB_KIND.
 */
export default defineConfig({
  resolve: { alias },
  test: {
    // One file at a time (the default on two cores): the fault tests that restart PostgreSQL under load time their
    // outage window, and a second file beside them starves the server they watch.
    maxWorkers: 1,
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', include: ['src/**/*.test.ts'], exclude: ['src/**/*.integration.test.ts'] },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration-pglite',
          include: ['src/**/*.integration.test.ts'],
          env: { TEST_DB_KIND: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(hasPostgres
        ? [
            {
              resolve: { alias },
              test: {
                name: 'integration-postgres',
                include: ['src/**/*.integration.test.ts'],
                env: { TEST_DB_KIND: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
