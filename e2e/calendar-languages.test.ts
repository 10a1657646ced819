import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openChat, say, wordsOf } from './chat-helpers.ts'
import { expectAccessible } from './fixtures.ts'

/** Sends a message and gives the words of Sage's reply. */
const ask = async (page: Page, text: string) => wordsOf(await say(page, text))

const upcoming = (page: Page) => page.getByRole('region', { name: 'Upcoming Events' })

describe('the calendar, by chatting in French and in Japanese', () => {
  it('adds, asks the time, lists, moves and cancels events in French', async () => {
    const page = await openChat('odette', { timezoneId: 'Europe/Paris' })
    expect(await ask(page, 'ajoute un rendez-vous chez le dentiste demain à 10h')).toMatch(
      /^J’ai ajouté Dentiste le \p{L}+ \d+ \p{L}+ à 10:00\.$/u,
    )
    await upcoming(page).getByText('Dentiste').waitFor()

    // No time said: Sage asks, and finishes the event from the answer.
    expect(await ask(page, 'note le coiffeur après-demain')).toMatch(/^À quelle heure est Coiffeur \?/)
    expect(await ask(page, 'à 9h30')).toMatch(/^J’ai ajouté Coiffeur le \p{L}+ \d+ \p{L}+ à 9:30\.$/u)

    expect(await ask(page, 'rappelle-moi de prendre mes cachets tous les jours à 8h')).toMatch(
      /^J’ai ajouté Prendre mes cachets, tous les jours à 8:00, à partir du /,
    )
    expect(await ask(page, "qu'est-ce que j'ai demain ?")).toMatch(
      /^Vous avez 2 événements demain : Prendre mes cachets, .*8:00 ; Dentiste, .*10:00\.$/,
    )
    expect(await ask(page, 'déplacez le dentiste à vendredi 11h')).toMatch(
      /^J’ai déplacé Dentiste, qui aura désormais lieu (?:le )?vendredi \d+ \p{L}+ à 11:00\.$/u,
    )
    expect(await ask(page, 'annule le coiffeur')).toMatch(/^J’ai annulé Coiffeur, qui devait avoir lieu /)
    await expect.poll(() => upcoming(page).getByText('Coiffeur').count()).toBe(0)
    await expectAccessible(page)
  })

  it('adds and lists an event in Japanese', async () => {
    const page = await openChat('haruko', { timezoneId: 'Asia/Tokyo' })
    const added = await ask(page, '明日の午後3時に歯医者の予約を入れてください')
    expect(added).toContain('歯医者')
    expect(added).toContain('15:00')
    await upcoming(page)
      .getByText(/歯医者/)
      .waitFor()
    expect(await ask(page, '明日の予定は？')).toContain('歯医者')
    await expectAccessible(page)
  })
})
