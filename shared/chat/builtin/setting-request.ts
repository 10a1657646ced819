// "Make the text bigger", "pon contraste alto", "字大一点": a change to how Sage looks that the
// person asks for in the chat. The screen makes it (and keeps it with the person's settings);
// Sage says it is done and how to undo it.
import { type ChatLanguage, foldText } from '../chat-languages.ts'
import { phrasebookFor } from './messages.ts'

/** A change to the display the chat can make: one step of text size, or a switch. */
export type DisplayChange = { text: 'bigger' | 'smaller' } | { highContrast: boolean } | { largeButtons: boolean }

/** What Sage says it did. */
export type DisplayChangeName = 'bigger' | 'smaller' | 'contrastOn' | 'contrastOff' | 'buttonsOn' | 'buttonsOff'

type Words = {
  text: RegExp
  bigger: RegExp
  smaller: RegExp
  /** "Too big" asks for smaller, though it says big. */
  tooBig: RegExp
  contrast: RegExp
  off: RegExp
  buttons: RegExp
}

// The words of each chat language, on folded text (lowercase, no accents). "Too small" asks for
// bigger and "too big" for smaller.
const words: Words[] = [
  {
    text: /\b(text|font|letters?|words|writing|print|type)\b/,
    bigger: /\b(bigger|larger|big|large|increase|enlarge)\b|\btoo (small|tiny)\b/,
    smaller: /\b(smaller|small|decrease|reduce)\b/,
    tooBig: /\btoo (big|large)\b/,
    contrast: /\bcontrast\b/,
    off: /\b(off|disable|stop|remove|no more|normal)\b/,
    buttons: /\bbuttons?\b/,
  },
  {
    text: /\b(letras?|texto|fuente)\b/,
    bigger: /\b(mas grandes?|grandes?|aumenta(r)?|agranda(r)?)\b|\b(demasiado|muy) pequen[ao]s?\b/,
    smaller: /\b(mas pequen[ao]s?|pequen[ao]s?|mas chic[ao]s?|reduce|reducir|disminuye)\b/,
    tooBig: /\b(demasiado|muy) grandes?\b/,
    contrast: /\bcontraste\b/,
    off: /\b(quita(r)?|desactiva(r)?|apaga(r)?|normal)\b/,
    buttons: /\bbotones\b/,
  },
  {
    text: /\b(texte|police|lettres?|caracteres|ecriture)\b/,
    bigger: /\b(plus grande?s?|plus gros(se)?s?|grossi[rs]?|agrandi[rs]?|augmente[rz]?)\b|\btrop petite?s?\b/,
    smaller: /\b(plus petite?s?|diminue[rz]?|reduire|reduis|reduisez)\b/,
    tooBig: /\btrop (grande?s?|gros(se)?s?)\b/,
    contrast: /\bcontraste\b/,
    off: /\b(desactive[rz]?|enleve[rz]?|retire[rz]?|arrete[rz]?|normal)\b/,
    buttons: /\bboutons\b/,
  },
  {
    text: /\b(text|schrift|buchstaben|schriftgro(ß|ss)e)\b/,
    bigger: /\b(gro(ß|ss)er|gro(ß|ss)|vergro(ß|ss)er[nt]?)\b|\bzu klein\b/,
    smaller: /\b(kleiner|verkleiner[nt]?)\b/,
    tooBig: /\bzu gro(ß|ss)\b/,
    contrast: /\bkontrast\b/,
    off: /\b(aus|ausschalten|abschalten|normal)\b/,
    buttons: /\b(knopfe|tasten|schaltflachen)\b/,
  },
  {
    text: /\b(testo|caratteri?|scritte?|lettere)\b/,
    bigger: /\b(piu grandi?|ingrandisci|ingrandire|aumenta)\b|\btroppo piccol[aoie]\b/,
    smaller: /\b(piu piccol[aoie]|rimpicciolisci|riduci|diminuisci)\b/,
    tooBig: /\btroppo grand[ei]\b/,
    contrast: /\bcontrasto\b/,
    off: /\b(togli|disattiva|spegni|normale)\b/,
    buttons: /\bpulsanti\b/,
  },
  {
    text: /\b(letras?|texto|fonte)\b/,
    bigger: /\b(maior(es)?|aumenta(r)?|aumente|grandes?)\b|\b(muito|demasiado) pequen[ao]s?\b/,
    smaller: /\b(menor(es)?|diminui(r)?|diminua|pequen[ao]s?)\b/,
    tooBig: /\b(muito|demasiado) grandes?\b/,
    contrast: /\bcontraste\b/,
    off: /\b(desliga(r)?|desligue|desativa(r)?|tira(r)?|normal)\b/,
    buttons: /\bbotoes\b/,
  },
  {
    text: /字/,
    bigger: /大一点|大一些|放大|变大|调大|大些|再大|更大|大点|太小/,
    smaller: /小一点|小一些|缩小|变小|调小|小些|小点/,
    tooBig: /太大/,
    contrast: /对比/,
    off: /关掉|关闭|取消|关上/,
    buttons: /按钮/,
  },
  {
    text: /文字|字|フォント/,
    bigger: /大きく|拡大|小さすぎ/,
    smaller: /小さく|縮小/,
    tooBig: /大きすぎ/,
    contrast: /コントラスト/,
    off: /オフ|切って|解除|消して|戻して/,
    buttons: /ボタン/,
  },
]

/** The display change a message asks for, in any chat language, or null when it asks for none. */
export function readDisplayChange(text: string): { change: DisplayChange; name: DisplayChangeName } | null {
  const folded = foldText(text)
  for (const language of words) {
    if (language.contrast.test(folded)) {
      const on = !language.off.test(folded)
      return { change: { highContrast: on }, name: on ? 'contrastOn' : 'contrastOff' }
    }
    if (language.buttons.test(folded) && (language.bigger.test(folded) || language.smaller.test(folded))) {
      const on = language.bigger.test(folded) && !language.off.test(folded)
      return { change: { largeButtons: on }, name: on ? 'buttonsOn' : 'buttonsOff' }
    }
    if (language.text.test(folded)) {
      if (language.tooBig.test(folded)) return { change: { text: 'smaller' }, name: 'smaller' }
      if (language.bigger.test(folded)) return { change: { text: 'bigger' }, name: 'bigger' }
      if (language.smaller.test(folded)) return { change: { text: 'smaller' }, name: 'smaller' }
    }
  }
  return null
}

/** Sage's answer to a display change asked in the chat: done, and how to undo it; null when none is asked. */
export function displayReply(
  text: string,
  language: ChatLanguage,
  formal: boolean,
): { text: string; change: DisplayChange } | null {
  const asked = readDisplayChange(text)
  if (!asked) return null
  return { text: phrasebookFor(language, formal).displayChanged[asked.name], change: asked.change }
}
