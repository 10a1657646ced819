// Lighthouse's mobile profile (a mid-range phone on a slow 4G line, simulated) on the front page,
// Learn more, Log in and the signed-in home screen, in Debian's Chromium. Prints each page's
// scores, its largest paint, blocking time and the JavaScript it downloaded.
// BENCH_LIGHTHOUSE_RUNS: runs per page (default 3); the median run by performance is shown.
// BENCH_LIGHTHOUSE_PAGES: the pages to measure, comma-separated (default all four).
import { existsSync } from 'node:fs'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { buildIfNeeded } from '#scripts/build-if-needed.mjs'
import { signedInCookie } from './people.ts'
import { startServer } from './server.ts'

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)
const CHROMIUM = process.env.CHROME_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find(existsSync)

/** One page's figures from a Lighthouse run. */
export type PageFigures = {
  performance: number
  accessibility: number
  bestPractices: number
  lcpMs: number
  tbtMs: number
  fcpMs: number
  scriptBytes: number
  scriptFiles: number
}

/** Runs Lighthouse's mobile performance profile once on `url`, with `headers` on every request. */
export async function audit(port: number, url: string, headers: Record<string, string> = {}): Promise<PageFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    extraHeaders: headers,
  })
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
  const { lhr } = result
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`)
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  const requests = (lhr.audits['network-requests']?.details as { items?: Array<Record<string, unknown>> } | undefined)
    ?.items
  const scripts = (requests ?? []).filter((item) => item.resourceType === 'Script')
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    bestPractices: Math.round((lhr.categories['best-practices']?.score ?? 0) * 100),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    fcpMs: numeric('first-contentful-paint'),
    scriptBytes: scripts.reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0),
    scriptFiles: scripts.length,
  }
}

/** The median run by performance score of `runs` audits. */
async function medianAudit(port: number, url: string, headers?: Record<string, string>) {
  const runs: PageFigures[] = []
  for (let i = 0; i < RUNS; i += 1) runs.push(await audit(port, url, headers))
  runs.sort((a, b) => a.performance - b.performance || b.lcpMs - a.lcpMs)
  return runs[Math.floor(runs.length / 2)]!
}

const GOALS: Record<string, { performance: number; lcpMs?: number; scriptKiB?: number }> = {
  '/': { performance: 95 },
  '/learn-more': { performance: 95 },
  '/login': { performance: 95 },
  '/homepage': { performance: 95, lcpMs: 2500, scriptKiB: 150 },
}

{
  if (!CHROMIUM) throw new Error('Lighthouse needs Chromium: apt-get install -y chromium, or set CHROME_PATH.')
  buildIfNeeded()
  const server = await startServer()
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  })
  try {
    const cookie = await signedInCookie(server, 'lighthouse@example.org', 'a long bench password')
    console.log(`Lighthouse ${'12'} mobile profile, median of ${RUNS} runs per page:`)
    console.log('  page          perf  a11y  best   LCP       TBT      JS')
    const only = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',')
    for (const [route, goal] of Object.entries(GOALS)) {
      if (only && !only.includes(route)) continue
      const signedIn = route === '/homepage'
      const figures = await medianAudit(chrome.port, `${server.baseURL}${route}`, signedIn ? { cookie } : {})
      const kib = figures.scriptBytes / 1024
      const met =
        figures.performance >= goal.performance &&
        (goal.lcpMs === undefined || figures.lcpMs <= goal.lcpMs) &&
        (goal.scriptKiB === undefined || kib <= goal.scriptKiB)
      console.log(
        `  ${route.padEnd(12)}  ${String(figures.performance).padStart(4)}  ${String(figures.accessibility).padStart(4)}  ${String(figures.bestPractices).padStart(4)}  ${(figures.lcpMs / 1000).toFixed(2).padStart(5)} s  ${figures.tbtMs.toFixed(0).padStart(5)} ms  ${kib.toFixed(1).padStart(5)} KiB in ${figures.scriptFiles} files  ${met ? 'OK' : 'BELOW GOAL'}`,
      )
    }
  } finally {
    chrome.kill()
    await server.stop()
  }
}
