import { splitSentences, stripMarkdown } from '#shared/chat/reply.ts'

// Marks a screen reads past but a voice would say aloud: numbered-list markers, table pipes and
// rules, HTML tags. Bullets, emphasis, headings, links and code fences go in stripMarkdown.
const speechSteps: readonly [RegExp, string][] = [
  [/<[^>\n]+>/g, ' '], // HTML tags such as <br>
  [/^[ \t]*\d{1,3}[.)][ \t]+/gm, ''], // numbered list markers ("1. ", "2) ")
  [/^[ \t]*\|?[ \t]*:?-{2,}:?[ \t]*(?:\|[ \t]*:?-{2,}:?[ \t]*)*\|?[ \t]*$/gm, ''], // table rules
  [/[ \t]*\|[ \t]*/g, ', '], // table cells
  [/^(?:, )+|(?:, )+$/gm, ''], // a table row's outer pipes
]

// A line that already ends a sentence (or introduces what follows) needs no added stop.
const endsSentence = /[.!?:;…。！？：；]["'”’)\]」』]*$/
const endsInCjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]$/u

/**
 * Text ready to be read aloud (product.md 9): markdown removed (emphasis, headings, lists, links keep
 * their text, code keeps its words), and each line, heading or list item made a sentence of its own
 * so the voice pauses between them, all on one line.
 */
export function stripForSpeech(text: string): string {
  const plain = speechSteps.reduce(
    (result, [pattern, replacement]) => result.replace(pattern, replacement),
    stripMarkdown(text),
  )
  return plain
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((line) => (endsSentence.test(line) ? line : `${line}${endsInCjk.test(line) ? '。' : '.'}`))
    .join(' ')
}

// Chinese and Japanese sentences follow each other with no space.
const cjkStop = /[。！？」』]$/

/**
 * Cuts text to speak into parts of at most `max` characters, ending at sentences where it can
 * and at a space otherwise, so a long reply is spoken whole, one request after another.
 */
export function speechParts(text: string, max: number): string[] {
  const parts: string[] = []
  let part = ''
  for (const sentence of splitSentences(text).flatMap((piece) => cutLong(piece.trim(), max))) {
    if (part && part.length + 1 + sentence.length > max) {
      parts.push(part)
      part = sentence
    } else part = part ? `${part}${cjkStop.test(part) ? '' : ' '}${sentence}` : sentence
  }
  if (part) parts.push(part)
  return parts
}

/** A sentence longer than `max` cut at spaces (or anywhere, for text without spaces). */
function cutLong(sentence: string, max: number): string[] {
  const pieces: string[] = []
  let rest = sentence
  while (rest.length > max) {
    const space = rest.lastIndexOf(' ', max)
    const cut = space > 0 ? space : max
    pieces.push(rest.slice(0, cut).trim())
    rest = rest.slice(cut).trim()
  }
  return rest ? [...pieces, rest] : pieces
}
