// "Family updates": the person is told on their devices when a family member adds an appointment
// or sends a photo for them (when they keep the switch on).
import { chatLanguageCodes } from '#shared/chat/chat-languages.ts'
import { noticeWords } from '#shared/notify/notice-words.ts'
import type { Scope } from '#server/data/scope.ts'
import type { Database } from '#server/db/client.ts'
import type { Notifier } from './notify.ts'

/** Tells the person what a family member acting for them added; nothing when they added it themselves. */
export async function tellFamilyUpdate(
  notifier: Notifier,
  db: Database,
  scope: Scope,
  added: { kind: 'event'; summary: string; start: Date; timeZone: string } | { kind: 'photo'; caption: string },
) {
  if (scope.actorId === scope.ownerId || !scope.actorName) return
  const name = scope.actorName
  await notifier.notice(db, scope.ownerId, {
    kind: 'familyUpdates',
    push: (language) => {
      const words = noticeWords[language]
      const locale = chatLanguageCodes[language]
      if (added.kind === 'photo')
        return { title: words.familyPhoto(name), body: added.caption, lang: locale, url: '/homepage' }
      const when = new Intl.DateTimeFormat(locale, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        hour: 'numeric',
        minute: '2-digit',
        timeZone: added.timeZone,
      }).format(added.start)
      return { title: words.familyEvent(name), body: `${added.summary}, ${when}`, lang: locale, url: '/homepage' }
    },
  })
}
