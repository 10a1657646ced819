// "I'm away until Friday", "I'm in hospital", "I'm back": what a person tells Sage about being
// away, in each chat language, so the daily check-in pauses and starts again. The day, when one is
// given, is read with chrono's parser for the language; the pause runs through that day.
import * as chrono from 'chrono-node'
import { type ChatLanguage, chatLanguages, foldText } from '#shared/chat/chat-languages.ts'
import { findDates, wallClockReference } from '#shared/calendar/date-parsers.ts'

/** A language's words, and its date reader (English and Spanish: the calendar's own, which knows "the 10th"). */
type AwayWords = { away: RegExp; back: RegExp; parser: chrono.Chrono | 'english' | 'spanish' }

const awayWords: Record<ChatLanguage, AwayWords> = {
  english: {
    away: /\b((i'?m|i am|i'?ll be|i will be|we'?re|we are) (going )?(away|on holiday|on vacation|out of town|travell?ing|in (the )?hospital|staying (with|at))|i'?m going (away|on holiday|on vacation|into hospital|to (the )?hospital|to stay)|pause (my |the )?(daily )?check-?ins?)\b/,
    back: /\b(i'?m back|i am back|i'?m (back )?home( again| now)?|back home|i got back|i came back|(restart|resume|turn on) (my |the )?(daily )?check-?ins?)\b/,
    parser: 'english',
  },
  spanish: {
    away: /\b(me voy (de viaje|de vacaciones|unos dias|a casa de)|estare fuera|voy a estar (fuera|en el hospital|ingresad[oa]|con mi)|estoy (de viaje|fuera|ingresad[oa]|en el hospital|de vacaciones)|me (van a ingresar|ingresan)|pausa(r)? (el |mi )?(aviso|control|saludo) diario)\b/,
    back: /\b(ya (he vuelto|volvi|estoy (en casa|de vuelta))|he vuelto|estoy de vuelta|ya estoy aqui)\b/,
    parser: 'spanish',
  },
  french: {
    away: /\b(je pars|je serai (absent|absente|a l'hopital|en vacances|chez)|je suis (absent|absente|a l'hopital|hospitalise|hospitalisee|en vacances|en voyage)|je vais (a l'hopital|chez (ma|mon|mes)|etre hospitalise)|mettre en pause)\b/,
    back: /\b(je suis (rentre|rentree|de retour|revenu|revenue)|me revoila|je suis a la maison)\b/,
    parser: chrono.fr.casual,
  },
  german: {
    away: /\b(ich bin\b.{0,30}\b(weg|verreist|im krankenhaus|auf reisen|im urlaub|bei meiner tochter|bei meinem sohn)|ich verreise|ich fahre (weg|in den urlaub)|ich komme ins krankenhaus|ich muss ins krankenhaus)\b/,
    back: /\b(ich bin (wieder )?(zuruck|zurueck)|ich bin wieder (da|zu hause|daheim)|wieder zu hause)\b/,
    parser: chrono.de.casual,
  },
  italian: {
    away: /\b(sono via|saro via|vado via|parto (per|domani|oggi)|sono (in ospedale|ricoverat[ao]|in vacanza|in viaggio)|mi ricoverano|vado (in ospedale|in vacanza|da mia figlia|da mio figlio))\b/,
    back: /\b(sono (tornat[ao]|rientrat[ao]|di ritorno|di nuovo a casa))\b/,
    parser: chrono.it.casual,
  },
  portuguese: {
    away: /\b(vou viajar|vou estar fora|estou (viajando|fora|no hospital|internad[oa]|de ferias)|vou (ser internad[oa]|para o hospital|para a casa d[aeo]))\b/,
    back: /\b(voltei|ja estou em casa|estou de volta|cheguei em casa)\b/,
    parser: chrono.pt.casual,
  },
  chinese: {
    away: /(我(要|得)?出(远)?门|去旅(行|游)|我在医院|(我|要)住院|不在家|去(女儿|儿子)家住)/,
    back: /(我回来了|我回家了|已经到家了|出院了)/,
    parser: chrono.zh.casual,
  },
  japanese: {
    away: /(旅行に(行|出)|出かけ(ます|る|てきます)|入院(します|する|しています|中)|留守にし|家を空け)/,
    back: /(帰ってきました|戻りました|ただいま|退院しました)/,
    parser: chrono.ja.casual,
  },
}

/** What a message says about being away; the day is YYYY-MM-DD, null when none was given. */
export type AwayTalk =
  { kind: 'away'; until: string | null; language: ChatLanguage } | { kind: 'back'; language: ChatLanguage } | null

const dateOf = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`

/** Reads a message for being away or back, in the conversation's language first, then the others. */
export function readAwayTalk(text: string, language: ChatLanguage, now: Date, timeZone: string): AwayTalk {
  const folded = foldText(text).replace(/[’‘`´]/g, "'")
  if (!folded.trim() || folded.length > 300) return null
  for (const candidate of [language, ...chatLanguages.filter((other) => other !== language)]) {
    const words = awayWords[candidate]
    if (words.back.test(folded)) return { kind: 'back', language: candidate }
    if (!words.away.test(folded)) continue
    const reference = wallClockReference(now, timeZone)
    const found =
      typeof words.parser === 'string'
        ? findDates(text, words.parser, now, timeZone)[0]
        : words.parser.parse(text, reference, { forwardDate: true })[0]
    const day = found ? dateOf((found.end ?? found.start).date()) : null
    return { kind: 'away', until: day && day >= dateOf(reference) ? day : null, language: candidate }
  }
  return null
}
