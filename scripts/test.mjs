// `npm test`: lint, formatting, types, then every Vitest project (unit, server on PGlite and on
// Postgres when TEST_DATABASE_URL is set, web), then the browser tests on their own. Stops at the
// first failure.
//
// The browser tests run after the others rather than beside them: on a two-core machine a whole
// flow through Chromium, sharing the cores with the server tests' databases, could take several
// times as long as alone, and a flow that waits on a real clock then fails for reasons of load.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { availableParallelism } from 'node:os'

const vitest = (name, project, options = []) => [
  name,
  'npx',
  [
    'vitest',
    'run',
    `--project=${project}`,
    ...options,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=.vitest-results-${name}.json`,
  ],
]
const steps = [
  ['lint', 'npx', ['eslint', '.']],
  ['formatting', 'npx', ['prettier', '--check', '.']],
  ['types', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  vitest('tests', '!e2e'),
  // Two flows at a time: each drives Chromium, which on two cores wants one to itself.
  vitest('browser-tests', 'e2e', [`--maxWorkers=${Math.max(2, availableParallelism())}`]),
]

for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`)
  const result = spawnSync(command, args, { stdio: 'inherit' })
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed.`)
    summary()
    process.exit(result.status ?? 1)
  }
}
summary()

function summary() {
  let passed = 0
  let failed = 0
  let counted = false
  for (const [name] of steps) {
    const file = `.vitest-results-${name}.json`
    if (!existsSync(file)) continue
    try {
      const results = JSON.parse(readFileSync(file, 'utf8'))
      passed += results.numPassedTests
      failed += results.numFailedTests
      counted = true
    } catch {
      // A run stopped before writing its report: nothing to count from it.
    }
    rmSync(file, { force: true })
  }
  if (counted) console.log(`\nTests: ${passed} passed, ${failed} failed`)
}
