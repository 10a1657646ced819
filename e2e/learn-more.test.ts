import { describe, expect, it } from 'vitest'
import { expectAccessible, openPage } from './fixtures.ts'

describe('a daughter reads about Sage before signing her father up', () => {
  it('finds 8 features, 4 benefits, 3 setup steps, 3 sample stories and how data is kept', async () => {
    const page = await openPage('/learn-more')
    await expect.poll(() => page.title()).toBe('Learn More · Sage')
    const section = (name: string) => page.getByRole('region', { name })
    await section('Features').waitFor()
    expect(await section('Features').getByRole('listitem').count()).toBe(8)
    expect(await section('Why families choose Sage').getByRole('listitem').count()).toBe(4)
    expect(await section('Getting started takes three steps').getByRole('listitem').count()).toBe(3)
    const stories = section('Sample stories')
    expect(await stories.getByRole('listitem').count()).toBe(3)
    await stories.getByText('These are examples of how people might use Sage, not real reviews.').waitFor()
    await section('Your information stays yours')
      .getByText('We never sell your information and never show ads.')
      .waitFor()
    await expectAccessible(page)
  })

  it('Get Started Free opens the questionnaire and Sign In the sign-in screen', async () => {
    const page = await openPage('/learn-more')
    await page.getByRole('link', { name: 'Get Started Free' }).click()
    await page.waitForURL('**/questionnaire')
    await page.goBack()
    await page.getByRole('link', { name: 'Sign In' }).click()
    await page.waitForURL('**/login')
    await page.getByRole('heading', { level: 1, name: 'Sign In' }).waitFor()
  })
})
