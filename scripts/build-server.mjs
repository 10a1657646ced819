// `npm run build` (after the web app): bundles the server into dist/server.js, so production runs
// it with `node dist/server.js` and needs only the runtime dependencies (no TypeScript loader, no
// Vite). Packages written in plain JavaScript go into the bundle: Node reads a few large files at
// start instead of about a thousand small ones (every file of zod, kysely, chrono-node's locales...),
// which cut loading the server from about 800 ms to about 200 ms. Packages that ship native code,
// WebAssembly or worker files, or that are loaded only when configured, stay in node_modules
// (`outside` below). Bundled packages written as CommonJS get a `require` of their own (the banner).
// The bundle sits in dist/ so
// that the paths it reads beside itself resolve as in the source tree: the web app in dist/web,
// the migrations and the common-password list copied next to it. Code loaded on demand (the S3
// client) stays in its own chunk, loaded only when used. The embedded database's worker thread is
// a second entry, dist/pglite-worker.js, which the server starts from beside itself.
//
//   node scripts/build-server.mjs [out-dir]    default: dist
import { cpSync, mkdirSync, readdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'

/** Packages loaded from node_modules, not bundled: native code, WebAssembly, worker files, or large and optional. */
const outside = [
  '@electric-sql/pglite', // WebAssembly and data files beside its code
  'sharp', // native code
  'pino', // starts worker threads from files beside its code
  'nodemailer', // only with SMTP_URL
  'pdfmake', // reads __dirname, which a bundled ES module lacks
  '@aws-sdk/*', // only with S3_BUCKET
  'tsx', // development only
]

const outdir = path.resolve(process.argv[2] ?? 'dist')
mkdirSync(outdir, { recursive: true })
// Chunks are named by their content: those of an earlier build would pile up beside the new ones.
for (const file of readdirSync(outdir)) {
  if (/^(server|pglite-worker)[\w-]*\.js(\.map)?$/.test(file)) rmSync(path.join(outdir, file))
}
await build({
  entryPoints: { server: 'server/main.ts', 'pglite-worker': 'server/db/pglite-worker.ts' },
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: outside,
  banner: {
    js: "import { createRequire as sageCreateRequire } from 'node:module'; const require = sageCreateRequire(import.meta.url);",
  },
  outdir,
  chunkNames: 'server-[name]-[hash]',
  sourcemap: true,
  logLevel: 'warning',
})
cpSync('server/db/migrations', path.join(outdir, 'migrations'), { recursive: true })
cpSync('server/auth/common-passwords.txt', path.join(outdir, 'common-passwords.txt'))
console.log(`Built the server into ${path.relative(process.cwd(), path.join(outdir, 'server.js'))}.`)
