// The words of a dose's notification, in each chat language: its title, the second reminder's,
// and the two answers it carries.
import type { ChatLanguage } from '#shared/chat/chat-languages.ts'

export type ReminderWords = { title: string; again: string; taken: string; later: string }

export const reminderWords: Record<ChatLanguage, ReminderWords> = {
  english: { title: 'Time for your medicine', again: 'Have you taken your medicine?', taken: 'Taken', later: 'Later' },
  spanish: {
    title: 'Es la hora de su medicamento',
    again: '¿Se ha tomado su medicamento?',
    taken: 'Tomado',
    later: 'Más tarde',
  },
  french: {
    title: "C'est l'heure de votre médicament",
    again: 'Avez-vous pris votre médicament ?',
    taken: 'Pris',
    later: 'Plus tard',
  },
  german: {
    title: 'Zeit für Ihr Medikament',
    again: 'Haben Sie Ihr Medikament genommen?',
    taken: 'Genommen',
    later: 'Später',
  },
  italian: {
    title: "È l'ora del suo farmaco",
    again: 'Ha preso il suo farmaco?',
    taken: 'Preso',
    later: 'Più tardi',
  },
  portuguese: {
    title: 'Está na hora do seu remédio',
    again: 'Já tomou o seu remédio?',
    taken: 'Tomado',
    later: 'Mais tarde',
  },
  chinese: { title: '该吃药了', again: '您吃药了吗？', taken: '已服用', later: '稍后提醒' },
  japanese: { title: 'お薬の時間です', again: 'お薬は飲みましたか？', taken: '飲みました', later: 'あとで' },
}
