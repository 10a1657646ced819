import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { precompress } from './scripts/precompress.ts'

export default defineConfig({
  root: 'web',
  plugins: [react(), tailwindcss(), precompress()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    // Inline no assets as data: URLs, so the strict Content-Security-Policy needs no exceptions.
    assetsInlineLimit: 0,
    rolldownOptions: {
      // Two pages: the front page (small, opens fast) and the app, which serves every other path.
      input: { app: 'web/index.html', landing: 'web/landing.html' },
      // Small shared pieces (an icon, a helper) are copied into each chunk that uses them instead of
      // being files of their own: on HTTP/1.1 a browser fetches six files at a time, so a screen of
      // fifty small files waits through many round trips. The entries export nothing.
      preserveEntrySignatures: false,
      output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 16 * 1024 } } },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
})
