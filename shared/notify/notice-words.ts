// The words of the notifications Sage sends by itself besides doses and the check-in, in each chat
// language: an appointment coming up, and something a family member added for the person.
import type { ChatLanguage } from '#shared/chat/chat-languages.ts'

export type NoticeWords = {
  /** An appointment soon: its name, then when ("at 10:00, in 30 minutes"). */
  comingUp: (summary: string) => string
  startsAt: (time: string, minutes: number) => string
  /** A family member added an appointment, or sent a photo. */
  familyEvent: (name: string) => string
  familyPhoto: (name: string) => string
}

export const noticeWords: Record<ChatLanguage, NoticeWords> = {
  english: {
    comingUp: (summary) => `Coming up: ${summary}`,
    startsAt: (time, minutes) => `At ${time}, in ${minutes} minutes.`,
    familyEvent: (name) => `${name} added an appointment for you`,
    familyPhoto: (name) => `${name} sent you a photo`,
  },
  spanish: {
    comingUp: (summary) => `Dentro de poco: ${summary}`,
    startsAt: (time, minutes) => `A las ${time}, dentro de ${minutes} minutos.`,
    familyEvent: (name) => `${name} le ha añadido una cita`,
    familyPhoto: (name) => `${name} le ha enviado una foto`,
  },
  french: {
    comingUp: (summary) => `Bientôt : ${summary}`,
    startsAt: (time, minutes) => `À ${time}, dans ${minutes} minutes.`,
    familyEvent: (name) => `${name} vous a ajouté un rendez-vous`,
    familyPhoto: (name) => `${name} vous a envoyé une photo`,
  },
  german: {
    comingUp: (summary) => `Gleich: ${summary}`,
    startsAt: (time, minutes) => `Um ${time}, in ${minutes} Minuten.`,
    familyEvent: (name) => `${name} hat Ihnen einen Termin eingetragen`,
    familyPhoto: (name) => `${name} hat Ihnen ein Foto geschickt`,
  },
  italian: {
    comingUp: (summary) => `Tra poco: ${summary}`,
    startsAt: (time, minutes) => `Alle ${time}, tra ${minutes} minuti.`,
    familyEvent: (name) => `${name} le ha aggiunto un appuntamento`,
    familyPhoto: (name) => `${name} le ha mandato una foto`,
  },
  portuguese: {
    comingUp: (summary) => `Daqui a pouco: ${summary}`,
    startsAt: (time, minutes) => `Às ${time}, daqui a ${minutes} minutos.`,
    familyEvent: (name) => `${name} adicionou um compromisso para você`,
    familyPhoto: (name) => `${name} enviou uma foto para você`,
  },
  chinese: {
    comingUp: (summary) => `即将开始：${summary}`,
    startsAt: (time, minutes) => `${time}开始，还有 ${minutes} 分钟。`,
    familyEvent: (name) => `${name}为您添加了一个日程`,
    familyPhoto: (name) => `${name}给您发了一张照片`,
  },
  japanese: {
    comingUp: (summary) => `まもなく：${summary}`,
    startsAt: (time, minutes) => `${time}から（あと${minutes}分）`,
    familyEvent: (name) => `${name}さんが予定を追加しました`,
    familyPhoto: (name) => `${name}さんが写真を送りました`,
  },
}
