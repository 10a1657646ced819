import { type ChatLanguage, chatLanguages, foldText } from '#shared/chat/chat-languages.ts'
import { chineseSafetyReplies } from '#shared/languages/chinese/safety-replies.ts'
import { englishSafetyReplies } from '#shared/languages/english/safety-replies.ts'
import { frenchSafetyReplies } from '#shared/languages/french/safety-replies.ts'
import { germanSafetyReplies } from '#shared/languages/german/safety-replies.ts'
import { italianSafetyReplies } from '#shared/languages/italian/safety-replies.ts'
import { japaneseSafetyReplies } from '#shared/languages/japanese/safety-replies.ts'
import { portugueseSafetyReplies } from '#shared/languages/portuguese/safety-replies.ts'
import { spanishSafetyReplies } from '#shared/languages/spanish/safety-replies.ts'

/** The words the safety net says, besides the emergency reply itself, in one language. */
export type SafetyWords = {
  /** Asked when a message may be an emergency and Sage is not sure. */
  askHurt: string
  yes: string
  no: string
  /** The answer to "No": glad, and still there. */
  notHurt: string
  /** Sage does not advise on doses or mixing medicines; the doctor's name and phone follow when known. */
  doseQuestion: string
  askDoctor: (doctor: string) => string
  /** A calm warning about the marks of a scam. */
  scamWarning: string
  /** What the person says (or taps) once the danger has passed. */
  imFine: string
  /** The answer when no alert had gone out yet, and now none will. */
  fineCancelled: string
  /** The answer when contacts had been told, and now hear the person is fine. */
  fineTold: (names: string) => string
}

/** Each chat language's safety words, from shared/languages/<language>/safety-replies.ts. */
export const safetyWords: Record<ChatLanguage, SafetyWords> = {
  english: englishSafetyReplies,
  spanish: spanishSafetyReplies,
  french: frenchSafetyReplies,
  german: germanSafetyReplies,
  italian: italianSafetyReplies,
  portuguese: portugueseSafetyReplies,
  chinese: chineseSafetyReplies,
  japanese: japaneseSafetyReplies,
}

/** Every language's "Are you hurt right now?", to recognise Sage's own question in a chat. */
const askSentences = new Set(chatLanguages.map((language) => safetyWords[language].askHurt))

/** True when a message of Sage's is its own "Are you hurt right now?" question. */
export function isHurtQuestion(content: string | null | undefined): boolean {
  return Boolean(content && askSentences.has(content.trim()))
}

const yesWords = new Set(
  [
    'yes',
    'yeah',
    'yep',
    'y',
    'si',
    'sí',
    'oui',
    'ja',
    'sim',
    '是',
    '是的',
    '对',
    '對',
    '嗯',
    'はい',
    'うん',
    'ええ',
    'yes i am',
    'yes please',
    'i am',
    'im hurt',
    "i'm hurt",
    'help',
    'ayuda',
    'hilfe',
    'aiuto',
    'socorro',
    'au secours',
  ].map((word) => foldText(word)),
)
const noWords = new Set(
  [
    'no',
    'nope',
    'non',
    'nein',
    'nao',
    'não',
    '不是',
    '不',
    '没有',
    '沒有',
    'いいえ',
    'ううん',
    'no i am not',
    "i'm fine",
    'im fine',
    'i am fine',
    'i am ok',
    "i'm ok",
    'im ok',
    'estoy bien',
    'je vais bien',
    'mir geht es gut',
    'sto bene',
    'estou bem',
    '我没事',
    '大丈夫',
    '大丈夫です',
  ].map((word) => foldText(word)),
)

const finePhrases = [
  "i'm fine",
  'im fine',
  'i am fine',
  "i'm ok",
  'im ok',
  "i'm okay",
  'im okay',
  'i am ok',
  'i am okay',
  "i'm alright",
  "i'm all right",
  'im alright',
  'i am all right',
  'false alarm',
  'all good now',
  "i'm not hurt",
  'estoy bien',
  'ya estoy bien',
  'estoy mejor',
  'falsa alarma',
  'je vais bien',
  'ca va maintenant',
  'fausse alerte',
  'mir geht es gut',
  'mir gehts gut',
  'alles gut',
  'fehlalarm',
  'sto bene',
  'falso allarme',
  'estou bem',
  'alarme falso',
  '我没事',
  '没事了',
  '我很好',
  '大丈夫',
  'もう平気',
]

/** True when a message says the person is fine now ("I'm fine", "estoy bien", "我没事"), in any chat language. */
export function saysFine(text: string): boolean {
  const folded = foldText(text).replace(/[’‘`]/g, "'")
  if (folded.length > 80) return false
  return finePhrases.some((phrase) => folded.includes(foldText(phrase)))
}

/** Reads a short answer to "Are you hurt right now?" in any chat language: yes, no, or neither. */
export function readYesNo(text: string): 'yes' | 'no' | null {
  const answer = foldText(text)
    .replace(/[.!?,;:¡¿。！？、]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  if (yesWords.has(answer)) return 'yes'
  if (noWords.has(answer)) return 'no'
  return null
}
