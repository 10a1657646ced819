// `npm test`: lint, formatting, types, then every Vitest project (unit, server on PGlite and on
// Postgres when TEST_DATABASE_URL is set, web, and browser tests). Stops at the first failure.
import { spawnSync } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'

const steps = [
  ['lint', 'npx', ['eslint', '.']],
  ['formatting', 'npx', ['prettier', '--check', '.']],
  ['types', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  [
    'tests',
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=.vitest-results.json'],
  ],
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
  try {
    const results = JSON.parse(readFileSync('.vitest-results.json', 'utf8'))
    rmSync('.vitest-results.json')
    console.log(`\nTests: ${results.numPassedTests} passed, ${results.numFailedTests} failed`)
  } catch {
    // The test step did not run, so there is nothing to count.
  }
}
