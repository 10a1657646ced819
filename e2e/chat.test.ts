import { describe, expect, it } from 'vitest'
import { conversation, messageBox, openChat, sageReplies, say } from './chat-helpers.ts'
import { expectAccessible, openPage, viewports } from './fixtures.ts'
import { createVerifiedPerson, signInThroughScreen } from './people.ts'

describe('chatting with Sage', () => {
  it('a senior asks an example question, then their own, and reads the replies with who said them and when', async () => {
    const page = await openChat('ruth')
    await expect.poll(() => page.title()).toBe('Chat with Sage · Sage')
    await page.getByRole('heading', { level: 1, name: 'New Conversation' }).waitFor()
    await expectAccessible(page)

    // Send waits for words: empty and blank messages cannot be sent.
    const send = page.getByRole('button', { name: 'Send' })
    expect(await send.isDisabled()).toBe(true)
    await messageBox(page).fill('    ')
    expect(await send.isDisabled()).toBe(true)

    await page.getByRole('button', { name: '“What are my medications?”' }).click()
    const mine = conversation(page).getByRole('article', { name: /^You \d{1,2}:\d{2}/ })
    await mine.getByText('What are my medications?').waitFor()
    const reply = sageReplies(page).first()
    await reply.getByText(/medications/).waitFor()
    await page.getByRole('heading', { level: 1, name: 'What are my medications?' }).waitFor()

    const answer = await say(page, '  Tell me something nice  ')
    expect(await mine.last().innerText()).toContain('Tell me something nice')
    expect((await answer.innerText()).length).toBeGreaterThan(20)
    expect(await messageBox(page).inputValue()).toBe('')
    await expectAccessible(page)
  })

  it('shows Sage is typing, and keeps Send off, while a slow reply is written', async () => {
    const page = await openChat('sam')
    await page.route('**/reply', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.continue()
    })
    await messageBox(page).fill('How are you today?')
    await messageBox(page).press('Enter')
    await page.getByText('Sage is typing…').waitFor()
    await messageBox(page).fill('Another one')
    expect(await page.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true)
    await sageReplies(page).first().waitFor()
    await expect.poll(() => page.getByText('Sage is typing…').count()).toBe(0)
    expect(await messageBox(page).inputValue()).toBe('Another one')
  })

  it('sends a message typed while a new chat is still being made, once it is made', async () => {
    const page = await openChat('quick')
    await page.route('**/api/chat-sessions', async (route) => {
      if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.continue()
    })
    await page.getByRole('button', { name: 'New Chat' }).click()
    await page.getByRole('heading', { name: "Hello! I'm Sage" }).waitFor()
    await messageBox(page).fill('Good morning, Sage')
    await messageBox(page).press('Enter')
    await sageReplies(page).first().waitFor()
    const mine = conversation(page).getByRole('article', { name: /^You / })
    expect(await mine.count()).toBe(1)
    expect(await mine.first().innerText()).toContain('Good morning, Sage')
  })

  it('asks again when the connection drops, and the server keeps the message once', async () => {
    const page = await openChat('dora', { allowConsoleErrors: [/ERR_FAILED/] })
    let attempts = 0
    await page.route('**/reply', async (route) => {
      attempts += 1
      if (attempts === 1) await route.abort()
      else await route.continue()
    })
    const reply = await say(page, 'Who is my doctor?')
    expect(await reply.innerText()).not.toContain('technical difficulties')
    expect(attempts).toBe(2)
    const sessionId = await page.evaluate(async () => (await (await fetch('/api/chat-sessions')).json()).sessions[0].id)
    const stored = await page.evaluate(
      async (id) => (await (await fetch(`/api/chat-sessions/${id}/messages`)).json()).messages,
      sessionId,
    )
    expect(stored.map((message: { sender: string }) => message.sender)).toEqual(['user', 'assistant'])
  })

  it('New Chat while Sage is answering starts afresh, and the old reply stays with its own chat', async () => {
    const page = await openChat('nell')
    await page.route('**/reply', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200))
      await route.continue().catch(() => undefined)
    })
    await messageBox(page).fill('How are you today?')
    await page.getByRole('button', { name: 'Send' }).click()
    await page.getByText('Sage is typing…').waitFor()
    await page.getByRole('button', { name: 'New Chat' }).click()
    await page.getByRole('heading', { name: "Hello! I'm Sage" }).waitFor()
    await page.waitForTimeout(1500)
    expect(await conversation(page).getByRole('article').count()).toBe(0)
    await page.unroute('**/reply')
    await say(page, 'Tell me something nice')
    expect(await conversation(page).getByRole('article').count()).toBe(2)
  })

  it('switches to Spanish when asked: a green notice for three seconds and the language badge', async () => {
    const page = await openChat('elena')
    const reply = await say(page, 'Please speak Spanish')
    await reply.getByText(/español/).waitFor()
    const notice = page.getByRole('status').filter({ hasText: 'Sage will now speak Español.' })
    await notice.waitFor()
    await page.getByRole('banner').getByText('Español').waitFor()
    await expectAccessible(page)
    await notice.waitFor({ state: 'detached', timeout: 5000 })
    const next = await say(page, '¿Qué medicamentos tomo?')
    expect(await next.getAttribute('aria-labelledby')).toBeTruthy()
    expect(await next.locator('[lang="es"]').count()).toBe(1)
  })

  it('a Spanish speaker reads the screen in Spanish and Sage answers in Spanish from the first message', async () => {
    const page = await openChat('lucia')
    await page.evaluate(() =>
      localStorage.setItem('sage:language-settings', JSON.stringify({ selectedLanguage: 'es' })),
    )
    await page.reload()
    await page.getByRole('heading', { name: '¡Hola! Soy Sage' }).waitFor()
    await page.getByRole('heading', { level: 1, name: 'Conversación nueva' }).waitFor()
    await expectAccessible(page)
    await page.getByRole('button', { name: '“¿Cuáles son mis medicamentos?”' }).click()
    const reply = page.getByRole('log', { name: 'Conversación' }).getByRole('article', { name: /^Sage/ })
    await reply.waitFor()
    expect(await reply.locator('[lang="es"]').count()).toBe(1)
    await page.getByRole('banner').getByText('Español').waitFor()
    expect(await page.getByRole('button', { name: 'Enviar' }).isDisabled()).toBe(true)
  })

  it('answers an emergency at once with a button that calls emergency services', async () => {
    const page = await openChat('frank')
    const reply = await say(page, "I fell and can't get up")
    await reply.getByText(/Please call emergency services now: 911\./).waitFor()
    const call = reply.getByRole('link', { name: 'Call Emergency services' })
    expect(await call.getAttribute('href')).toBe('tel:911')
    await expectAccessible(page)
  })

  it('voice mode says it is ready', async () => {
    const page = await openChat('vic')
    const voice = page.getByRole('button', { name: 'Voice', pressed: false })
    await voice.click()
    await page.getByRole('button', { name: 'Voice', pressed: true }).waitFor()
    await page.getByRole('status').filter({ hasText: 'Voice mode ready' }).waitFor()
    await page.getByRole('button', { name: 'Text' }).click()
    await expect.poll(() => page.getByText('Voice mode ready').count()).toBe(0)
  })
})

describe('chat history', () => {
  it('finds an old conversation by its title, opens it, and deletes another after asking', async () => {
    const page = await openChat('hilda')
    await page.getByRole('button', { name: 'History' }).click()
    const history = page.getByRole('dialog', { name: 'Chat History' })
    await history.getByText('No chat history yet').waitFor()
    await expectAccessible(page)
    await history.getByRole('button', { name: 'Close' }).click()

    await say(page, 'Who is my doctor?')
    await page.getByRole('button', { name: 'New Chat' }).click()
    await page.getByRole('heading', { level: 1, name: 'New Conversation' }).waitFor()
    await say(page, 'Tell me about the garden roses in my backyard please')
    await page.getByRole('button', { name: 'New Chat' }).click()
    await page.getByRole('heading', { name: "Hello! I'm Sage" }).waitFor()

    await page.getByRole('button', { name: 'History' }).click()
    const longTitle = 'Tell me about the garden roses in my bac...'
    await history.getByRole('button', { name: new RegExp(`^${longTitle.replace(/\./g, '\\.')} Today`) }).waitFor()
    await history.getByRole('button', { name: /^Who is my doctor\? Today/ }).waitFor()

    const search = history.getByRole('searchbox', { name: 'Search conversations' })
    expect(await search.getAttribute('placeholder')).toBe('Search conversations...')
    await search.fill('DOCTOR')
    await expect.poll(() => history.getByRole('listitem').count()).toBe(1)
    await search.fill('knitting')
    await history.getByText('No matching conversations').waitFor()
    await search.fill('doc')
    await history.getByRole('button', { name: /^Who is my doctor\?/ }).click()
    await page.getByRole('heading', { level: 1, name: 'Who is my doctor?' }).waitFor()
    await conversation(page).getByRole('article', { name: /^You/ }).getByText('Who is my doctor?').waitFor()
    expect(await sageReplies(page).count()).toBe(1)

    await page.getByRole('button', { name: 'History' }).click()
    await search.fill('')
    await history.getByRole('button', { name: `Delete “${longTitle}”` }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Delete conversation' })
    await confirm.getByText('Are you sure you want to delete this chat session?').waitFor()
    await expectAccessible(page)
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await history.getByRole('button', { name: `Delete “${longTitle}”` }).click()
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expect.poll(() => history.getByRole('listitem').count()).toBe(1)
    const sessions = await page.evaluate(async () => (await fetch('/api/chat-sessions')).json())
    expect(sessions.sessions.map((session: { title: string }) => session.title)).toEqual(['Who is my doctor?'])
  })

  it('shows a long history a page at a time, and finds a chat from years of them by searching', async () => {
    const page = await openChat('harriet')
    // 36 chats, the oldest about knitting, each with a message and its own title.
    await page.evaluate(async () => {
      const titles = ['Knitting with Ana', ...Array.from({ length: 35 }, (_, n) => `Weather talk ${n + 1}`)]
      for (const title of titles) {
        const id = crypto.randomUUID()
        const json = { 'content-type': 'application/json' }
        await fetch('/api/chat-sessions', { method: 'POST', headers: json, body: JSON.stringify({ id }) })
        const message = { content: `About ${title}`, sender: 'user' }
        await fetch(`/api/chat-sessions/${id}/messages`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify(message),
        })
        await fetch(`/api/chat-sessions/${id}`, { method: 'PATCH', headers: json, body: JSON.stringify({ title }) })
      }
    })
    await page.reload()
    await page.getByRole('button', { name: 'History' }).click()
    const history = page.getByRole('dialog', { name: 'Chat History' })
    const chats = history.getByRole('list', { name: 'Conversations' }).getByRole('listitem')
    await history.getByRole('button', { name: /^Weather talk 35 Today/ }).waitFor()
    // A page is 30 chats; the new one on screen, with nothing said yet, is left out once it is made.
    const firstPage = async () => {
      const count = await chats.count()
      return count === 29 || count === 30
    }
    expect(await firstPage()).toBe(true)
    expect(await history.getByRole('button', { name: /^Knitting with Ana/ }).count()).toBe(0)
    await expectAccessible(page)

    // The oldest chat is found by a search, though it is not on the first page.
    const search = history.getByRole('searchbox', { name: 'Search conversations' })
    await search.fill('knit')
    await history.getByRole('button', { name: /^Knitting with Ana Today/ }).waitFor()
    await expect.poll(() => chats.count()).toBe(1)
    await search.fill('')
    await expect.poll(firstPage).toBe(true)
    const earlier = history.getByRole('button', { name: 'Show earlier conversations' })
    await earlier.click()
    await history.getByRole('button', { name: /^Knitting with Ana Today/ }).waitFor()
    // Every one of the 36 is listed once. (On a loaded machine the new, empty chat on screen can be
    // listed too, for as long as the list was read before it was made: it is not one of the 36.)
    const listed = async () => (await chats.allTextContents()).filter((text) => !text.startsWith('New Conversation'))
    await expect.poll(async () => new Set(await listed()).size, { timeout: 5000 }).toBe(36)
    expect(await listed()).toHaveLength(36)
    await earlier.waitFor({ state: 'detached' })
  })

  it('on a phone, History opens as a dialog and the screen passes axe at Large text in high contrast', async () => {
    const { email } = await createVerifiedPerson('phoebe')
    const page = await openPage('/', { viewport: viewports.phone })
    await page.evaluate(() =>
      localStorage.setItem('sage:display-settings', JSON.stringify({ textSize: 'Large', highContrast: true })),
    )
    await signInThroughScreen(page, email)
    await page.getByRole('heading', { name: "Hello! I'm Sage" }).waitFor()
    await expectAccessible(page)
    await say(page, 'How are you today?')
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    await page.getByRole('menuitem', { name: 'Chat History' }).click()
    await page
      .getByRole('dialog', { name: 'Chat History' })
      .getByRole('button', { name: /^How are you today\?/ })
      .waitFor()
    await expectAccessible(page)
    // Closed, the dialog gives focus back to the menu it came from, not to the top of the page.
    await page.keyboard.press('Escape')
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Menu')
  })

  it('says when a conversation cannot be loaded, and Try Again loads it', async () => {
    const page = await openChat('otto', { allowConsoleErrors: [/status of 500/] })
    await say(page, 'Who is my doctor?')
    await page.getByRole('button', { name: 'New Chat' }).click()
    await page.getByRole('heading', { name: "Hello! I'm Sage" }).waitFor()
    await page.route('**/messages?*', (route) => route.fulfill({ status: 500, body: '{}' }))
    await page.getByRole('button', { name: 'History' }).click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^Who is my doctor\?/ })
      .click()
    await page.getByRole('alert').getByText('Unable to load conversation. Please try again.').waitFor()
    await expectAccessible(page)
    await page.unroute('**/messages?*')
    await page.getByRole('button', { name: 'Try Again' }).click()
    await conversation(page).getByText('Who is my doctor?').waitFor()
    expect(await page.getByText('Unable to load conversation. Please try again.').count()).toBe(0)
  })

  it('opens a long conversation at its end, and shows earlier messages a page at a time', async () => {
    const page = await openChat('greta')
    await say(page, 'Who is my doctor?')
    // 60 more messages, stored as another device would have sent them.
    const sessionId = await page.evaluate(async () => {
      const { sessions } = (await (await fetch('/api/chat-sessions')).json()) as { sessions: { id: string }[] }
      const id = sessions[0]!.id
      await Promise.all(
        Array.from({ length: 60 }, (_, n) =>
          fetch(`/api/chat-sessions/${id}/messages`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ content: `Note number ${n + 1}`, sender: n % 2 ? 'assistant' : 'user' }),
          }),
        ),
      )
      return id
    })
    expect(sessionId).toBeTruthy()
    await page.getByRole('button', { name: 'New Chat' }).click()
    await page.getByRole('heading', { name: "Hello! I'm Sage" }).waitFor()
    await page.getByRole('button', { name: 'History' }).click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^Who is my doctor\?/ })
      .click()
    const messages = conversation(page).getByRole('article')
    await conversation(page)
      .getByText(/Note number/)
      .first()
      .waitFor()
    expect(await messages.count()).toBe(50)
    await expectAccessible(page)
    const earlier = conversation(page).getByRole('button', { name: 'Show earlier messages' })
    await earlier.click()
    await conversation(page).getByText('Who is my doctor?').waitFor()
    expect(await messages.count()).toBe(62)
    expect(await earlier.count()).toBe(0)
    // In the order they were written: the first question and Sage's answer, then the notes.
    expect(await messages.nth(0).innerText()).toContain('Who is my doctor?')
    expect(await messages.nth(2).innerText()).toMatch(/Note number \d+/)
  })

  it('works in offline mode when a chat cannot be made, and Try Again reconnects', async () => {
    const { email } = await createVerifiedPerson('olga')
    const page = await openPage('/', { allowConsoleErrors: [/ERR_FAILED|status of 503/] })
    await signInThroughScreen(page, email)
    await page.getByRole('heading', { name: "Hello! I'm Sage" }).waitFor()
    await page.route('**/api/chat-sessions', (route) =>
      route.request().method() === 'POST' ? route.abort() : route.continue(),
    )
    await page.getByRole('button', { name: 'New Chat' }).click()
    const banner = page.getByRole('alert').filter({ hasText: 'Working in offline mode. Messages will not be saved.' })
    await banner.waitFor()
    await expectAccessible(page)
    const reply = await say(page, 'I have chest pain')
    await reply.getByText(/Please call emergency services now: 911\./).waitFor()
    await reply.getByRole('link', { name: 'Call Emergency services' }).waitFor()

    await page.unroute('**/api/chat-sessions')
    await banner.getByRole('button', { name: 'Try Again' }).click()
    await banner.waitFor({ state: 'detached' })
    await say(page, 'How are you today?')
    const sessions = await page.evaluate(async () => (await fetch('/api/chat-sessions')).json())
    expect(sessions.sessions).toHaveLength(1)
  })
})

describe('the menu on the chat screen', () => {
  it('shows who is signed in, leads to settings, photos and medical history, and Logout goes to the front page', async () => {
    const page = await openChat('mabel')
    await expectAccessible(page)
    const menu = page.getByRole('menu')
    for (const [item, path, heading] of [
      ['User Settings', '/user-settings', 'Settings'],
      ['Photo Gallery', '/photo-gallery', 'Favorite Photos Gallery'],
      ['Medical History', '/medical-history', 'Medical History'],
    ] as const) {
      await page.getByRole('button', { name: 'My account' }).click()
      await menu.getByText(/^mabel.*@example\.org$/).waitFor()
      await page.getByRole('menuitem', { name: item }).click()
      await page.waitForURL(`**${path}`)
      await page.getByRole('heading', { level: 1, name: heading }).waitFor()
      await page.goBack()
      await page.waitForURL('**/homepage')
    }
    await page.getByRole('button', { name: 'My account' }).click()
    // Open, the menu leaves nothing focusable in a part hidden from screen readers.
    await page.getByRole('menuitem', { name: 'Logout' }).waitFor()
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Services' }).click()
    await page.getByRole('menuitem').first().waitFor()
    await expectAccessible(page)
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'My account' }).click()
    await page.getByRole('menuitem', { name: 'Logout' }).click()
    await page.waitForURL((url) => url.pathname === '/')
  })
})
