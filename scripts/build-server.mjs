// `npm run build` (after the web app): bundles the server into dist/server.js, so production runs
// it with `node dist/server.js` and needs only the runtime dependencies (no TypeScript loader, no
// Vite). Packages stay outside the bundle and load from node_modules. The bundle sits in dist/ so
// that the paths it reads beside itself resolve as in the source tree: the web app in dist/web,
// the migrations and the common-password list copied next to it. Code loaded on demand (the S3
// client) stays in its own chunk, loaded only when used. The embedded database's worker thread is
// a second entry, dist/pglite-worker.js, which the server starts from beside itself.
//
//   node scripts/build-server.mjs [out-dir]    default: dist
import { cpSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'

const outdir = path.resolve(process.argv[2] ?? 'dist')
mkdirSync(outdir, { recursive: true })
await build({
  entryPoints: { server: 'server/main.ts', 'pglite-worker': 'server/db/pglite-worker.ts' },
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  outdir,
  chunkNames: 'server-[name]-[hash]',
  sourcemap: true,
  logLevel: 'warning',
})
cpSync('server/db/migrations', path.join(outdir, 'migrations'), { recursive: true })
cpSync('server/auth/common-passwords.txt', path.join(outdir, 'common-passwords.txt'))
console.log(`Built the server into ${path.relative(process.cwd(), path.join(outdir, 'server.js'))}.`)
