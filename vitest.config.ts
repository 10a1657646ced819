import { availableParallelism } from 'node:os'
import { configDefaults, defineConfig } from 'vitest/config'

const postgres = Boolean(process.env.TEST_DATABASE_URL)
// With three files at a time on two cores, a test that takes 3 s alone can take 6: room for that.
const UNIT_TIMEOUT = 15_000
// A server test file's beforeAll signs people up and starts loopback services: up to half a minute
// when every core is busy.
const SERVER_HOOK_TIMEOUT = 30_000
// Server test files share their worker's modules rather than loading the whole app again each
// (each starts its own app on its own database, and no file changes a module's state): on two
// cores the PGlite project took 198 s this way and 384 s isolated, 300 s of it loading modules.
const SERVER_ISOLATE = false

export default defineConfig({
  test: {
    // Vitest's default, one worker less than the cores, is one worker on a 2-core machine. Most
    // test files wait on a browser, a server or a database rather than compute, so half as many
    // again as there are cores: on 2 cores the whole suite took 15.4 minutes with 1, 9.8 with 3.
    maxWorkers: Math.max(2, Math.ceil(availableParallelism() * 1.5)),
    projects: [
      {
        test: {
          name: 'shared',
          include: ['shared/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['test-setup/strict-console.ts'],
          testTimeout: UNIT_TIMEOUT,
        },
      },
      {
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['server/test/global-setup.ts'],
          setupFiles: ['test-setup/strict-console.ts'],
          testTimeout: UNIT_TIMEOUT,
          hookTimeout: SERVER_HOOK_TIMEOUT,
          isolate: SERVER_ISOLATE,
          env: { SAGE_TEST_DB: 'pglite' },
        },
      },
      ...(postgres
        ? [
            {
              test: {
                name: 'server-postgres',
                include: ['server/**/*.test.ts'],
                // The production build's test starts its own server on its own database; the PDF
                // and FHIR tests use no database, so they run once (in the PGlite project).
                exclude: [
                  ...configDefaults.exclude,
                  'server/production-build.test.ts',
                  'server/summary/pdf.test.ts',
                  'server/export/fhir.test.ts',
                ],
                environment: 'node',
                globalSetup: ['server/test/global-setup.ts'],
                setupFiles: ['test-setup/strict-console.ts'],
                testTimeout: UNIT_TIMEOUT,
                hookTimeout: SERVER_HOOK_TIMEOUT,
                isolate: SERVER_ISOLATE,
                env: { SAGE_TEST_DB: 'postgres' },
              },
            },
          ]
        : []),
      {
        test: {
          name: 'web',
          include: ['web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['test-setup/strict-console.ts'],
          testTimeout: UNIT_TIMEOUT,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          // A whole flow through a browser, after the other projects and two files at a time on two
          // cores (scripts/test.mjs): up to two minutes each when the machine is at its busiest.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // A browser waits on a server: a second is too short on a busy machine.
          expect: { poll: { timeout: 5_000 } },
        },
      },
    ],
  },
})
