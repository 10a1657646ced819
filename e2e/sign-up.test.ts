import { describe, expect, it } from 'vitest'
import { clickToClose, expectAccessible, newEmail, openPage } from './fixtures.ts'
import { say, wordsOf } from './chat-helpers.ts'
import { mailsTo, waitForMail } from './mail.ts'
import { PASSWORD } from './people.ts'

describe('a senior signs up, confirms the e-mail, and signs in', () => {
  it('walks from the front page to a verified, signed-in account and back out', async () => {
    const email = newEmail('rose')
    const page = await openPage('/')
    await page.getByRole('link', { name: 'Get Started' }).click()

    // Step 1: the role first; Next waits for it.
    await page.getByRole('heading', { level: 1, name: 'Tell us about yourself' }).waitFor()
    await page.getByText('Step 1 of 2').waitFor()
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true)
    await expectAccessible(page)
    await page.getByRole('radio', { name: /Senior/ }).check()
    await page.getByLabel('First name').fill('Rose')
    await page.getByLabel('Last name').fill('Miller')
    // The terms are for people 13 and older: an age of 9 is refused at the field.
    await page.getByRole('spinbutton', { name: /^Age/ }).fill('9')
    await page.getByRole('button', { name: 'Next' }).click()
    await page.getByText('Sage is for people aged 13 and older, as our terms say.').waitFor()
    expect(await page.getByText('Step 1 of 2').count()).toBe(1)
    await page.getByRole('spinbutton', { name: /^Age/ }).fill('82')
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Next' }).click()

    // Step 2: emergency contact and health.
    await page.getByText('Step 2 of 2').waitFor()
    await page.getByLabel('Emergency contact name').fill('Anna Miller')
    // An e-mail that cannot work is refused at its field; what was typed stays.
    await page.getByLabel('Emergency contact email').fill('anna at example')
    await page.getByLabel('Medications').fill('Aspirin in the morning')
    // The daily check-in is offered, and off unless chosen.
    expect(await page.getByLabel('I am usually up by').inputValue()).toBe('')
    await page.getByLabel('I am usually up by').selectOption('09:00')
    await page.getByRole('button', { name: 'Finish' }).click()
    await page.getByText('Please enter a valid email address.').waitFor()
    expect(await page.getByText('Step 2 of 2').count()).toBe(1)
    await page.getByLabel('Emergency contact email').fill('anna@example.org')
    expect(await page.getByLabel('Medications').inputValue()).toBe('Aspirin in the morning')
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Finish' }).click()

    // Sign-up: the account type, and the terms box waits until the terms were read.
    await page.waitForURL('**/signup')
    await page.getByText('Senior Account').waitFor()
    const terms = page.getByRole('checkbox', { name: 'I agree to the Terms of Service and Privacy Policy' })
    expect(await terms.isDisabled()).toBe(true)
    await page.getByText('You must view the Terms of Service and Privacy Policy before continuing').waitFor()
    await expectAccessible(page)

    const [termsTab] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('link', { name: /Read the Terms of Service and Privacy Policy/ }).click(),
    ])
    await termsTab.getByRole('heading', { level: 1, name: 'Terms of Service and Privacy Policy' }).waitFor()
    await clickToClose(termsTab, termsTab.getByRole('button', { name: 'Close' }).first())
    await page.bringToFront()
    await page.evaluate(() => window.dispatchEvent(new Event('focus')))
    await expect.poll(() => terms.isDisabled()).toBe(false)

    const create = page.getByRole('button', { name: 'Create Account' })
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByLabel('Confirm password').fill('gentle river 43')
    expect(await create.isDisabled()).toBe(true)
    await terms.check()
    await create.click()
    await page.getByRole('alert').getByText('Passwords do not match').waitFor()

    await page.getByLabel('Confirm password').fill(PASSWORD)
    await create.click()
    await page.waitForURL('**/login')
    await page.getByText('Account created! Please check your email for a verification link, then sign in.').waitFor()
    await expectAccessible(page)

    // Not yet confirmed: sign-in is refused with the specification's words.
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await page
      .getByRole('alert')
      .getByText('Your email address has not been confirmed. Please check your inbox for a verification link.')
      .waitFor()

    // The mail did not come (a mail server was down, or it went to spam): she asks for it again.
    await waitForMail(email)
    await page.getByRole('button', { name: 'Send the link again' }).click()
    await page.getByRole('status').getByText(`We sent a new link to ${email}.`).waitFor()
    await expectAccessible(page)
    await expect.poll(() => mailsTo(email)).toBe(2)

    // The mailed link confirms the address, then sign-in after 3 seconds.
    const mail = await waitForMail(email)
    expect(mail.subject).toBe('Please confirm your e-mail address for Sage')
    expect(mail.link.pathname).toBe('/auth/callback')
    expect(mail.link.searchParams.get('type')).toBe('signup')
    await page.goto(`${mail.link.pathname}${mail.link.search}`)
    await page.getByRole('heading', { level: 1, name: 'Email Verified Successfully!' }).waitFor()
    const verifiedAt = Date.now()
    await expectAccessible(page)
    await page.waitForURL('**/login', { timeout: 6000 })
    expect(Date.now() - verifiedAt).toBeGreaterThanOrEqual(2500)
    await page.getByText('Email verified successfully! You can now sign in.').waitFor()

    // Signed in: Sage greets her by the name from the questionnaire, which left the browser.
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await page.waitForURL('**/homepage')
    await page.getByRole('heading', { name: "Hello, Rose! I'm Sage" }).waitFor()
    await expect.poll(() => page.evaluate(() => localStorage.getItem('userData'))).toBeNull()
    // The check-in she chose is on.
    await page
      .getByRole('region', { name: 'Daily check-in' })
      .getByText(/by 9:00 AM/)
      .waitFor()
    await expectAccessible(page)
    // The emergency contact she gave is in Emergency Contacts, the one list Sage uses, and Sage
    // knows the medication she wrote.
    await page.goto('/emergency-contacts')
    await page.getByRole('heading', { name: 'Anna Miller' }).waitFor()
    await page.goto('/profile-settings')
    await page.getByRole('link', { name: 'Manage emergency contacts' }).waitFor()
    await page.getByText('Anna Miller').waitFor()
    await page.goto('/homepage')
    expect(await wordsOf(await say(page, 'What are my medications?'))).toMatch(/Aspirin in the morning/)

    // Logout from the profile menu goes to the front page and forgets her data in this browser.
    await page.evaluate(() => localStorage.setItem('sage:display-settings', JSON.stringify({ textSize: 'Large' })))
    await page.getByRole('button', { name: 'My account' }).click()
    await page.getByRole('menuitem', { name: 'Logout' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    expect(await page.evaluate(() => localStorage.getItem('userType'))).toBeNull()
    expect(await page.evaluate(() => localStorage.getItem('sage:display-settings'))).toContain('Large')
    await page.goto('/homepage')
    await page.waitForURL('**/login')
  })

  it('a used verification link says Verification Failed, with a way to sign in', async () => {
    const email = newEmail('frank')
    const page = await openPage('/')
    await page.evaluate(() => localStorage.setItem('userType', 'caretaker'))
    await page.goto('/signup')
    await page.getByText('Caretaker Account').waitFor()
    await page.evaluate(() => {
      localStorage.setItem('viewedTerms', 'true')
      localStorage.setItem('viewedPrivacy', 'true')
    })
    await page.reload()
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByLabel('Confirm password').fill(PASSWORD)
    await page.getByRole('checkbox', { name: 'I agree to the Terms of Service and Privacy Policy' }).check()
    await page.getByRole('button', { name: 'Create Account' }).click()
    await page.waitForURL('**/login')

    const { link } = await waitForMail(email)
    await page.goto(`${link.pathname}${link.search}`)
    await page.getByRole('heading', { level: 1, name: 'Email Verified Successfully!' }).waitFor()
    await page.goto(`${link.pathname}${link.search}`)
    await page.getByRole('heading', { level: 1, name: 'Verification Failed' }).waitFor()
    await page.getByText('This link is not valid or has already been used.').waitFor()
    await expectAccessible(page)
    await page.getByRole('link', { name: 'Go to Login' }).click()
    await page.waitForURL('**/login')
  })

  it('says when the e-mail already has an account', async () => {
    const page = await openPage('/')
    const email = newEmail('twice')
    await page.evaluate(() => {
      localStorage.setItem('userType', 'elder')
      localStorage.setItem('viewedTerms', 'true')
      localStorage.setItem('viewedPrivacy', 'true')
    })
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await page.goto('/signup')
      await page.getByLabel('Email').fill(email)
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
      await page.getByLabel('Confirm password').fill(PASSWORD)
      await page.getByRole('checkbox', { name: /I agree/ }).check()
      await page.getByRole('button', { name: 'Create Account' }).click()
      if (attempt === 0) await page.waitForURL('**/login')
    }
    await page
      .getByRole('alert')
      .getByText('An account with this email already exists. Please use a different email or try logging in.')
      .waitFor()
    // What was typed stays.
    expect(await page.getByLabel('Email').inputValue()).toBe(email)
  })

  it('refuses short and common passwords with plain words', async () => {
    const page = await openPage('/')
    await page.evaluate(() => {
      localStorage.setItem('userType', 'elder')
      localStorage.setItem('viewedTerms', 'true')
      localStorage.setItem('viewedPrivacy', 'true')
    })
    await page.goto('/signup')
    await page.getByLabel('Email').fill(newEmail('short'))
    await page.getByRole('checkbox', { name: /I agree/ }).check()
    for (const [password, message] of [
      ['abc12', 'Password must be at least 6 characters long'],
      ['password', 'This password is too common. Please choose one that is harder to guess.'],
    ]) {
      await page.getByLabel('Password', { exact: true }).fill(password!)
      await page.getByLabel('Confirm password').fill(password!)
      await page.getByRole('button', { name: 'Create Account' }).click()
      await page.getByRole('alert').getByText(message!).waitFor()
    }
  })

  it('sends someone with no account type back to the questionnaire', async () => {
    const page = await openPage('/signup')
    await page.waitForURL('**/questionnaire')
    // Back on step 1 returns to the front page.
    await page.getByRole('button', { name: 'Back' }).click()
    await page.waitForURL((url) => url.pathname === '/')
  })
})
