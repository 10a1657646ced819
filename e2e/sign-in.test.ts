import { describe, expect, it } from 'vitest'
import { expectAccessible, newEmail, openPage } from './fixtures.ts'
import { mailsTo, waitForMail } from './mail.ts'
import { PASSWORD, createVerifiedPerson, signInThroughScreen } from './people.ts'

describe('signing in', () => {
  it('waits for both fields, and explains a wrong password', async () => {
    const { email } = await createVerifiedPerson('margaret')
    const page = await openPage('/login')
    const signIn = page.getByRole('button', { name: 'Sign In' })
    expect(await signIn.isDisabled()).toBe(true)
    await page.getByLabel('Email').fill(email)
    expect(await signIn.isDisabled()).toBe(true)
    await page.getByLabel('Password', { exact: true }).fill('not my password')
    await signIn.click()
    await page
      .getByRole('alert')
      .getByText('Invalid email or password. Please check your credentials and try again.')
      .waitFor()
    await expectAccessible(page)
  })

  it('returns to where the person was going', async () => {
    const { email } = await createVerifiedPerson('walter')
    const page = await openPage('/home')
    await page.waitForURL('**/login')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await page.waitForURL('**/home')
    await page.getByRole('heading', { name: "Hello! I'm Sage" }).waitFor()
  })

  it('Sign out on the chat screen goes to the sign-in screen', async () => {
    const { email } = await createVerifiedPerson('edith')
    const page = await openPage('/')
    await signInThroughScreen(page, email)
    await page.getByRole('button', { name: 'Sign out' }).click()
    await page.waitForURL('**/login')
    await page.goto('/homepage')
    await page.waitForURL('**/login')
  })

  it('a busy server or a lost connection never signs the person out: Sage says so and keeps trying', async () => {
    const { email } = await createVerifiedPerson('otto')
    const page = await openPage('/', {
      allowConsoleErrors: [/429|Too Many Requests|ERR_INTERNET_DISCONNECTED|Failed to fetch/],
    })
    await signInThroughScreen(page, email)
    let busy = true
    await page.route('**/api/auth/get-session', (route) =>
      busy ? route.fulfill({ status: 429, body: 'Too many requests' }) : route.continue(),
    )
    await page.reload()
    await page.getByText('Sage cannot reach its server right now. It keeps trying, and you stay signed in.').waitFor()
    expect(new URL(page.url()).pathname).toBe('/homepage')
    await expectAccessible(page)
    busy = false
    // Try Again, unless Sage's own next try got there first and the notice is already gone.
    const chat = page.getByRole('textbox', { name: 'Message to Sage' })
    await Promise.race([
      page
        .getByRole('button', { name: 'Try Again' })
        .click()
        .catch(() => undefined),
      chat.waitFor(),
    ])
    await chat.waitFor()
    expect(new URL(page.url()).pathname).toBe('/homepage')
  })

  it('a caretaker’s questionnaire asks about the senior', async () => {
    const page = await openPage('/questionnaire')
    await page.getByRole('radio', { name: /Guardian\/Caretaker/ }).check()
    await page.getByRole('heading', { name: 'About you, the caretaker' }).waitFor()
    await page.getByRole('button', { name: 'Next' }).click()
    await page.getByRole('heading', { name: 'About the senior' }).waitFor()
    await page.getByLabel('Senior’s name').fill('George')
    await page.getByLabel('Senior’s email').fill('not an address')
    await page.getByRole('button', { name: 'Finish' }).click()
    await page.getByText('Please enter a valid email address.').waitFor()
    await page.getByLabel('Senior’s email').fill('george@example.org')
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Finish' }).click()
    await page.waitForURL('**/signup')
    await page.getByText('Caretaker Account').waitFor()
    const stored: unknown = await page.evaluate(() => JSON.parse(localStorage.getItem('userData') ?? '{}') as unknown)
    expect(stored).toMatchObject({ seniorUserName: 'George', seniorUserEmail: 'george@example.org' })
  })
})

describe('a forgotten password', () => {
  it('is reset through the mailed link, which then works no more', async () => {
    const { email } = await createVerifiedPerson('harold')
    const page = await openPage('/login')
    await page.getByRole('link', { name: 'Forgot your password?' }).click()
    await page.waitForURL('**/forgot-password')
    await expectAccessible(page)
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Send Reset Link' }).click()
    await page.getByRole('heading', { level: 1, name: 'Check Your Email' }).waitFor()
    await expectAccessible(page)

    const { link, subject } = await waitForMail(email)
    expect(subject).toBe('Set a new password for Sage')
    expect(link.pathname).toBe('/auth/reset-password')
    await page.goto(`${link.pathname}${link.search}`)
    const update = page.getByRole('button', { name: 'Update Password' })
    await update.waitFor()
    expect(await update.isDisabled()).toBe(true)
    await page.getByLabel('New password', { exact: true }).fill('short')
    await page.getByLabel('Confirm new password').fill('short')
    await update.click()
    await page.getByRole('alert').getByText('Password must be at least 6 characters long').waitFor()
    await page.getByLabel('New password', { exact: true }).fill('a fresh start 7')
    await page.getByLabel('Confirm new password').fill('a fresh start 8')
    await update.click()
    await page.getByRole('alert').getByText('Passwords do not match').waitFor()
    await page.getByLabel('Confirm new password').fill('a fresh start 7')
    await expectAccessible(page)
    await update.click()
    await page.getByText('Your password has been updated. Taking you to sign in…').waitFor()
    await page.waitForURL('**/login', { timeout: 6000 })

    await signInThroughScreen(page, email, 'a fresh start 7')

    await page.goto(`${link.pathname}${link.search}`)
    await page.getByText('Invalid or expired reset link. Please request a new password reset.').waitFor()
    await expectAccessible(page)
  })

  it('answers the same for an address with no account, and sends nothing', async () => {
    const email = newEmail('nobody')
    const page = await openPage('/forgot-password')
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Send Reset Link' }).click()
    await page.getByRole('heading', { level: 1, name: 'Check Your Email' }).waitFor()
    expect(mailsTo(email)).toBe(0)
  })

  it('a link without a token is refused', async () => {
    const page = await openPage('/auth/reset-password')
    await page.getByText('Invalid reset link. Please request a new password reset.').waitFor()
  })
})

describe('changing the password in Security', () => {
  it('asks first, checks the current password, and confirms the change', async () => {
    const { email } = await createVerifiedPerson('ida')
    const page = await openPage('/')
    await signInThroughScreen(page, email)
    await page.goto('/security-settings')
    const change = page.getByRole('button', { name: 'Change Password' })
    await change.waitFor()
    expect(await change.isDisabled()).toBe(true)
    await expectAccessible(page)

    const fill = async (current: string, next: string, confirm: string) => {
      await page.getByLabel('Current password').fill(current)
      await page.getByLabel('New password', { exact: true }).fill(next)
      await page.getByLabel('Confirm new password').fill(confirm)
    }

    await fill('wrong one 1', 'a new day 99', 'a new day 99')
    await change.click()
    const dialog = page.getByRole('alertdialog')
    await dialog
      .getByText(
        'Are you sure you want to change your password? You’ll need to use your new password the next time you log in.',
      )
      .waitFor()
    await expectAccessible(page)
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await dialog.waitFor({ state: 'hidden' })

    await change.click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, change it' }).click()
    await page.getByRole('alert').getByText('Current password is incorrect').waitFor()

    // Passwords that differ are said at once: no question about a change that cannot be made.
    await fill(PASSWORD, 'a new day 99', 'a new day 98')
    await change.click()
    await page.getByRole('alert').getByText('New passwords do not match').waitFor()
    expect(await page.getByRole('alertdialog').count()).toBe(0)
    expect(await page.getByLabel('Confirm new password').evaluate((box) => box === document.activeElement)).toBe(true)

    await fill(PASSWORD, 'a new day 99', 'a new day 99')
    await change.click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, change it' }).click()
    await page.getByRole('status').getByText('Password updated successfully').waitFor()
    expect(await page.getByLabel('Current password').inputValue()).toBe('')

    await signInThroughScreen(page, email, 'a new day 99')
  })
})
