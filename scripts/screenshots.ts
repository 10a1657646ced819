// `npm run screenshots [BASE_URL] [PATH...]`: PNGs of each screen (what fits the window, and the
// whole page) at 1280 and 390 px wide, at normal and Large text, into e2e/.artifacts/screens.
import { mkdirSync } from 'node:fs'
import { chromium } from 'playwright-core'
import { chromiumArgs, chromiumPath } from '#e2e/browser.ts'

const baseURL = process.argv[2] ?? 'http://localhost:3000'
const paths = process.argv.slice(3).length
  ? process.argv.slice(3)
  : ['/', '/learn-more', '/terms-and-privacy', '/sound-display-settings', '/login', '/no-such-page']
const out = 'e2e/.artifacts/screens'
mkdirSync(out, { recursive: true })

const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs })
for (const width of [1280, 390]) {
  for (const textSize of ['Medium', 'Large']) {
    const context = await browser.newContext({ viewport: { width, height: width > 800 ? 900 : 844 }, baseURL })
    const page = await context.newPage()
    await page.goto('/')
    await page.evaluate(
      (size) => localStorage.setItem('sage:display-settings', JSON.stringify({ textSize: size })),
      textSize,
    )
    for (const path of paths) {
      await page.goto(path)
      await page.getByRole('heading', { level: 1 }).first().waitFor()
      const name = `${path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${width}-${textSize}.png`
      await page.screenshot({ path: `${out}/${name}` })
      await page.screenshot({ path: `${out}/full-${name}`, fullPage: true })
    }
    await context.close()
  }
}
await browser.close()
console.log(`Screenshots in ${out}`)
