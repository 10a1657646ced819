// A Vite plugin that writes a brotli (.br) and a gzip (.gz) copy beside every built file that
// compresses, at the strongest settings, once at build time: the server sends the copy the
// browser accepts instead of compressing each file again for each request.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

/** Files that compress: text of every kind the app ships (images and fonts are compressed already). */
const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|json|txt|webmanifest|map|xml|ico)$/i

/** Every file under a folder. */
function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name)
    return statSync(file).isDirectory() ? filesUnder(file) : [file]
  })
}

/** Writes file.br and file.gz beside each compressible file of a folder, when they are smaller. */
export function precompressFolder(folder: string): void {
  for (const file of filesUnder(folder)) {
    if (!COMPRESSIBLE.test(file)) continue
    const content = readFileSync(file)
    const brotli = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    })
    const gzip = gzipSync(content, { level: 9 })
    if (brotli.length < content.length) writeFileSync(`${file}.br`, brotli)
    if (gzip.length < content.length) writeFileSync(`${file}.gz`, gzip)
  }
}

export function precompress(): Plugin {
  let outDir = ''
  return {
    name: 'sage-precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    closeBundle: () => precompressFolder(outDir),
  }
}
