import { Hono } from 'hono'
import { html } from 'hono/html'
import {
  type ChatLanguage,
  chatLanguageCodes,
  chatLanguages,
  defaultChatLanguage,
  toChatLanguage,
} from '#shared/chat/chat-languages.ts'
import { alertWords } from '#shared/safety/alert-words.ts'
import { contactForToken } from '#server/alerts/alerts.ts'
import { markAlertsAgreed, markAlertsStopped } from '#server/contacts/alert-consent.ts'
import type { Database } from '#server/db/client.ts'

/** The first chat language the contact's browser asks for, if any. */
export function browserLanguage(header: string | undefined): ChatLanguage | null {
  for (const part of (header ?? '').split(',')) {
    const code = part.split(';')[0]?.trim().slice(0, 2).toLowerCase()
    const found = chatLanguages.find((language) => chatLanguageCodes[language] === code)
    if (found) return found
  }
  return null
}

/** A small page a contact reads on any phone: big text, one button at most, no script. */
export function page(language: ChatLanguage, title: string, body: ReturnType<typeof html> | string = '') {
  return html`<!doctype html>
    <html lang="${chatLanguageCodes[language]}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title} · Sage</title>
        <style>
          body {
            font:
              20px/1.5 system-ui,
              sans-serif;
            color: #14201b;
            background: #f7f6f2;
            margin: 0;
            padding: 2rem 1.25rem;
          }
          main {
            max-width: 36rem;
            margin: 0 auto;
            background: #fff;
            border: 1px solid #c9cfc9;
            border-radius: 1rem;
            padding: 1.5rem;
          }
          h1 {
            font-size: 1.6rem;
            line-height: 1.25;
            margin: 0 0 1rem;
          }
          button {
            font: inherit;
            font-weight: 700;
            min-height: 3.5rem;
            padding: 0 1.5rem;
            border-radius: 0.75rem;
            border: 0;
            background: #1f5c46;
            color: #fff;
            cursor: pointer;
          }
          button:focus-visible {
            outline: 3px solid #14201b;
            outline-offset: 3px;
          }
        </style>
      </head>
      <body>
        <main>
          <h1>${title}</h1>
          ${body}
        </main>
      </body>
    </html>`
}

/** A form that posts the token back: opening a link only shows the question, so mail scanners change nothing. */
export const form = (action: string, token: string, label: string) =>
  html`<form method="post" action="${action}">
    <input type="hidden" name="token" value="${token}" />
    <button type="submit">${label}</button>
  </form>`

/** GET and POST /alerts/confirm and /alerts/stop: a contact agrees to alerts, or stops them, from a mail's link. */
export function alertConsentPages(db: Database) {
  return new Hono()
    .get('/:action{confirm|stop}', async (c) => {
      const token = c.req.query('token') ?? ''
      const contact = await contactForToken(db, token)
      const language =
        browserLanguage(c.req.header('accept-language')) ?? toChatLanguage(contact?.language) ?? defaultChatLanguage
      const words = alertWords[language]
      if (!contact) return c.html(page(language, words.badLink), 404)
      const confirm = c.req.param('action') === 'confirm'
      if (confirm && contact.alerts === 'on') return c.html(page(language, words.confirmed(contact.person)))
      return c.html(
        confirm
          ? page(language, words.confirmTitle(contact.person), form('/alerts/confirm', token, words.confirmButton))
          : page(language, words.stopTitle(contact.person), form('/alerts/stop', token, words.stopButton)),
      )
    })
    .post('/:action{confirm|stop}', async (c) => {
      const body = await c.req.parseBody()
      const token = typeof body.token === 'string' ? body.token : ''
      const contact = await contactForToken(db, token)
      const asked = browserLanguage(c.req.header('accept-language'))
      const language = asked ?? toChatLanguage(contact?.language) ?? defaultChatLanguage
      const words = alertWords[language]
      if (!contact) return c.html(page(language, words.badLink), 404)
      if (c.req.param('action') === 'confirm') {
        await markAlertsAgreed(db, contact.id, asked)
        return c.html(page(language, words.confirmed(contact.person)))
      }
      await markAlertsStopped(db, contact.id)
      return c.html(page(language, words.stopped(contact.person)))
    })
}
