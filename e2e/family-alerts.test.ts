import { describe, expect, it } from 'vitest'
import { messageBox, openChat, sageReplies, say } from './chat-helpers.ts'
import { expectAccessible, newEmail, openPage } from './fixtures.ts'
import { mailsTo, waitForMail } from './mail.ts'

describe('telling the family', () => {
  it('a contact agrees by e-mail; an emergency offers "Tell Anna now", and "I\'m fine" tells her so', async () => {
    const page = await openChat('rosa')
    const anna = newEmail('anna')
    await page.goto('/emergency-contacts')
    const addForm = page.getByRole('form', { name: 'Add Contact' })
    await addForm.getByLabel('Name').fill('Anna')
    await addForm.getByLabel('Relationship').fill('Daughter')
    await addForm.getByLabel('Email (optional)').fill(anna)
    await addForm.getByRole('button', { name: 'Add Contact' }).click()
    await page.getByText('Anna was added to your emergency contacts.').waitFor()

    // Turning it on asks Anna first; nobody is alerted before she agrees.
    await page.getByRole('switch', { name: /Tell them if I may need help/ }).click()
    await page.getByText('Waiting for Anna to agree: Sage sent them an e-mail.').waitFor()
    await expectAccessible(page)
    const consent = await waitForMail(anna)
    expect(consent.text).toContain('would like Sage to e-mail you')

    // Anna opens the link on her phone and agrees.
    const annasPhone = await openPage(`${consent.link.pathname}${consent.link.search}`)
    await annasPhone.getByRole('button', { name: 'Yes, tell me' }).click()
    await annasPhone.getByText(/Thank you\. Sage will e-mail you if/).waitFor()
    await expectAccessible(annasPhone)

    await page.reload()
    await page.getByText('Anna agreed. Sage will e-mail them if you may need help.').waitFor()

    // The page's clock is the test's, so the two-minute wait can pass without waiting for it.
    await page.clock.install()
    await page.goto('/homepage')
    await page.getByRole('heading', { name: "Hello! I'm Sage" }).waitFor()
    const reply = await say(page, "I fell in the bathroom and can't get up")
    await reply.getByText(/Sage will tell Anna at .* unless you say you are fine\./).waitFor()
    await reply.getByRole('button', { name: 'Tell Anna now' }).waitFor()
    // (The accessibility scan of this reply waits for the second emergency below: a slow scan here
    // would use up the page's two minutes before the test looks.)
    const before = mailsTo(anna)
    await page.clock.fastForward('01:50')
    await reply.getByText(/Sage will tell Anna at /).waitFor()
    expect(mailsTo(anna)).toBe(before)

    // Nobody tapped anything: when the two minutes are up, Sage tells Anna by itself.
    await page.clock.fastForward('00:11')
    await reply.getByText(/^Sage told Anna at /).waitFor()
    const alert = await waitForMail(anna)
    expect(mailsTo(anna)).toBe(before + 1)
    expect(alert.subject).toMatch(/may need help$/)
    expect(alert.text).toContain("I fell in the bathroom and can't get up")
    expect(alert.text).toContain('Sage is an app: it cannot send help itself.')
    expect(alert.link.pathname).toBe('/alerts/stop')
    expect(await reply.getByRole('button', { name: 'Tell Anna now' }).count()).toBe(0)

    await messageBox(page).fill("I'm fine")
    await messageBox(page).press('Enter')
    await sageReplies(page)
      .last()
      .getByText("I'm so glad you're all right. I've told Anna that you're fine now.")
      .waitFor()
    await expect.poll(async () => (await waitForMail(anna)).subject).toMatch(/says they are fine now$/)

    // Another emergency: "Tell Anna now" does not wait.
    const second = await say(page, 'my chest hurts so much and my left arm is numb')
    await second.getByRole('button', { name: 'Tell Anna now' }).waitFor()
    await expectAccessible(page)
    await second.getByRole('button', { name: 'Tell Anna now' }).click()
    await second.getByText(/^Sage told Anna at /).waitFor()
    await expect.poll(async () => (await waitForMail(anna)).text).toContain('my chest hurts so much')
    expect(mailsTo(anna)).toBe(before + 3)

    // The person can see later what was sent.
    await page.goto('/emergency-contacts')
    const history = page.getByRole('heading', { name: 'Alerts Sage sent' })
    await history.waitFor()
    await page.getByText(/^Anna was told on .*\. Then told you were fine\.$/).waitFor()
    await expectAccessible(page)
  })
})
