// "Show me a photo of the grandchildren", "muéstrame una foto de los nietos", "孙子的照片给我看看":
// a photo from the person's gallery whose caption or story says what was asked, shown in the chat
// with a question about it ("Who is with you here?"); the person's answer becomes the photo's story.
import { type ChatLanguage, foldText } from '../chat-languages.ts'
import { phrasebookFor } from './messages.ts'

/** A photo as the chat chooses among them: newest first. */
export type ChatPhoto = { id: string; caption: string; story: string; date: string }

// Words for a photo and for showing or seeing, on folded text (lowercase, no accents), 8 languages.
const photoWords =
  /\b(photos?|pictures?|pics?|snapshots?|fotos?|fotografias?|fotografie|fotografia|imagens?|immagini|bilder?|foto's)\b|\b\w+(foto|fotos|bild|bilder)\b|照片|相片|图片|写真|画像|フォト/
const seeWords =
  /\b(show\w*|see|look\w*|find|have|got|muestr\w*|ensen\w*|ver|busca\w*|montr\w*|voir|trouve\w*|zeig\w*|sehen|such\w*|mostr\w*|vedere|fammi|cerca\w*|quero|queria|gostaria|tienes|tiene|as-tu|tu as|avez-vous|avez|revoir|hast|haben|hai|ha|tem|pon|ponme|poner|open|abre|ouvre|offne|apri|abra)\b|看|给我|找|見せ|見たい|みせ|探して|ある|出して|開いて|表示/
/** Words of a photo request that say nothing about which photo. */
const requestWords = new Set(
  (
    'show me a an the of some any one my our please can could would you i want to see look at find have got with ' +
    'muestrame muestra ensename ensenar ensenarme mostrar pon ponme ver una un unos unas de del la las el los mi mis por favor puedes puede quiero tienes tiene alguna algun ' +
    'montre moi montrez voir une des du le les mon ma mes sil te vous plait peux pouvez je veux voudrais trouve as avez ' +
    'revoir zeig zeige zeigen mir ein eine einen das die der den dem von vom mein meine meinen bitte kannst konnen ich mochte will hast haben ' +
    'mostrami mostra fammi vedere uno di della dello dei degli delle il lo gli mio mia miei mie per favore puoi vorrei hai ha ' +
    'mostre mostrar me uma um da do das dos meu minha meus minhas quero queria gostaria tem voce pode ' +
    'photo photos picture pictures pic pics foto fotos fotografia fotografias fotografie imagem imagens immagini bild bilder'
  ).split(' '),
)

// Words that mean the same people or things, so "grandchildren" finds "Tom, my grandson" (folded).
const sameThing: readonly RegExp[] = [
  /\b(grand(children|child|kids?|sons?|daughters?)|niet[oa]s?|petit(e|s)?-(enfants?|fils|filles?)|petits?-enfants|enkel\w*|nipot[ei]|net[oa]s?)\b|孙|孫/,
  /\b(children|kids?|sons?|daughters?|hij[oa]s?|enfants?|fils|filles?|kinder|sohn|sohne|tochter|tochter|figli[oa]?|figlie|filh[oa]s?)\b|孩子|儿子|女儿|子供|息子|娘/,
  /\b(wedding|married|boda|casamiento|mariage|maries|hochzeit\w*|matrimonio|sposi|casamento)\b|婚礼|结婚|結婚/,
  /\b(husband|wife|esposo|esposa|marido|mujer|mari|femme|ehemann|ehefrau|mann|frau|marito|moglie)\b|丈夫|妻子|老伴|夫|妻/,
  /\b(beach|sea|playa|mar|plage|strand|meer|spiaggia|mare|praia)\b|海滩|海边|海|ビーチ/,
  /\b(birthday|cumpleanos|anniversaire|geburtstag\w*|compleanno|aniversario)\b|生日|誕生日/,
  /\b(christmas|xmas|navidad|noel|weihnacht\w*|natale|natal)\b|圣诞|クリスマス/,
  /\b(dogs?|puppy|perros?|chiens?|hunde?|can[ei]|cachorros?)\b|狗|犬/,
  /\b(cats?|gat[oa]s?|chats?|katzen?|gatt[oi])\b|猫/,
  /\b(garden|jardin|jardim|garten|giardino)\b|花园|庭/,
]

/** The things a text names, as indexes into sameThing, and its other words. */
function conceptsOf(text: string): { things: number[]; words: string[] } {
  const folded = foldText(text)
  const things = sameThing.flatMap((pattern, index) => (pattern.test(folded) ? [index] : []))
  const words = folded
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 2 && !requestWords.has(word))
    .flatMap((word) => (/^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+$/u.test(word) ? pairs(word) : [word]))
  return { things, words }
}

/** The pairs of characters of a Chinese or Japanese run ("孙子照片" has 孙子, 子照, 照片). */
const pairs = (run: string) => [...run].slice(0, -1).map((char, index) => char + [...run][index + 1]!)

/** Whether a message asks to see a photo. */
export function asksForPhoto(text: string): boolean {
  const folded = foldText(text)
  return photoWords.test(folded) && seeWords.test(folded)
}

/**
 * The photo that best matches what the message asks for (its caption and story); the newest when
 * the message names nothing in particular; null when it names something no photo has.
 */
export function choosePhoto(text: string, photos: readonly ChatPhoto[]): ChatPhoto | null {
  const asked = conceptsOf(text.replace(/照片|相片|图片|写真|画像|给我看看|给我看|見せて|みせて/gu, ' '))
  if (!asked.things.length && !asked.words.length) return photos[0] ?? null
  let best: { photo: ChatPhoto; score: number } | null = null
  for (const photo of photos) {
    const told = `${photo.caption} ${photo.story}`
    const has = conceptsOf(told)
    const folded = foldText(told)
    const score =
      2 * asked.things.filter((thing) => has.things.includes(thing)).length +
      asked.words.filter((word) => folded.includes(word)).length
    if (score > 0 && (!best || score > best.score)) best = { photo, score }
  }
  return best?.photo ?? null
}

/** The longest story kept from one answer. */
export const STORY_MAX = 1000

/**
 * Sage's answer to a request to see a photo: the photo and a question about it, or why there is
 * none; null when the message does not ask to see a photo.
 */
export function photoReply(
  text: string,
  language: ChatLanguage,
  formal: boolean,
  photos: readonly ChatPhoto[],
): { text: string; photo: ChatPhoto | null } | null {
  if (!asksForPhoto(text)) return null
  const book = phrasebookFor(language, formal)
  if (!photos.length) return { text: `${book.missing.photos}${book.gap}${book.whereToAdd.photos}`, photo: null }
  const photo = choosePhoto(text, photos)
  if (!photo) return { text: book.photoNotFound, photo: null }
  const caption = photo.caption.trim()
  return { text: caption ? book.photoShown(caption) : book.photoShownDated(photo.date), photo }
}

/**
 * What the person says after Sage asked about a photo, as its story ("That's Tom and Lily at the
 * lake"), or null when the message is something else: a question, or too short to tell anything.
 */
export function storyFrom(text: string): string | null {
  const story = text.trim().replace(/\s+/g, ' ')
  if (story.length < 3 || /[?？]\s*$/u.test(story) || asksForPhoto(story)) return null
  return story.slice(0, STORY_MAX)
}
