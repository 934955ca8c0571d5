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
    // Both cores: most of an integration file's time is spent waiting on a database or a child process, so two
    // files side by side take far less than one after the other (the default on two cores is one worker).
    maxWorkers: 2,
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
