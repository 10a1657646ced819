import { Hono } from 'hono'
import { toChatLanguage } from '#shared/chat/chat-languages.ts'
import { checkInWords } from '#shared/check-in/check-in-words.ts'
import type { AlertDeps } from '#server/alerts/alerts.ts'
import { checkInForToken, okFromFamily, signOfLife } from '#server/check-in/check-in.ts'
import { browserLanguage, form, page } from '#server/routes/alerts/pages.ts'

/**
 * GET and POST /check-in/ok: the link in a check-in's mails. The person's ("Are you OK?") counts as
 * their sign of life; the one in an alert lets anyone told say the person is OK. Opening the link
 * only asks; the button says it, so a mail scanner opening links changes nothing.
 */
export function checkInPages(deps: AlertDeps) {
  const found = async (token: string, acceptLanguage: string | undefined) => {
    const checkIn = await checkInForToken(deps.db, token)
    const language = browserLanguage(acceptLanguage) ?? toChatLanguage(checkIn?.language) ?? 'english'
    return { checkIn, language, words: checkInWords[language] }
  }
  return new Hono()
    .get('/ok', async (c) => {
      const token = c.req.query('token') ?? ''
      const { checkIn, language, words } = await found(token, c.req.header('accept-language'))
      if (!checkIn) return c.html(page(language, words.badLink), 404)
      return c.html(
        checkIn.who === 'person'
          ? page(language, words.personTitle, form('/check-in/ok', token, words.okButton))
          : page(
              language,
              words.familyTitle(checkIn.person),
              form('/check-in/ok', token, words.familyButton(checkIn.person)),
            ),
      )
    })
    .post('/ok', async (c) => {
      const body = await c.req.parseBody()
      const token = typeof body.token === 'string' ? body.token : ''
      const { checkIn, language, words } = await found(token, c.req.header('accept-language'))
      if (!checkIn) return c.html(page(language, words.badLink), 404)
      if (checkIn.who === 'person') {
        await signOfLife(deps, checkIn.row.userId, 'link')
        return c.html(page(language, words.personDone))
      }
      await okFromFamily(deps, token)
      return c.html(page(language, words.familyDone(checkIn.person)))
    })
}
