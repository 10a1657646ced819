import { type LengthPreference } from './style.ts'

/** Replies longer than this are cut to their first REPLY_SENTENCES sentences (product.md 9). */
export const REPLY_LIMIT = 500
export const REPLY_SENTENCES = 3

/** Options for cleaning a reply: the person's length preference (detailed keeps long replies whole). */
export type CleanReplyOptions = { lengthPreference?: LengthPreference }

/** Makes a model's reply ready to show and speak: plain text, short enough, and named Sage (product.md 5). */
export function cleanReply(text: string, { lengthPreference }: CleanReplyOptions = {}): string {
  const plain = stripMarkdown(text).replace(/\bSageAI\b/gi, 'Sage')
  if (plain.length <= REPLY_LIMIT || lengthPreference === 'detailed') return plain
  return firstSentences(plain, REPLY_SENTENCES)
}

// Each step: a pattern and what it leaves behind. Order matters: fences and lists before emphasis.
const markdownSteps: readonly [RegExp, string][] = [
  [/^[ \t]*(?:```|~~~)[^\n]*\n?/gm, ''], // code fence lines; the code itself stays
  [/`([^`\n]+)`/g, '$1'], // inline code
  [/!\[([^\]]*)\]\([^)]*\)/g, '$1'], // images keep their description
  [/\[([^\]]+)\]\([^)]*\)/g, '$1'], // links keep their text
  [/^[ \t]{0,3}#{1,6}[ \t]+(.*?)[ \t#]*$/gm, '$1'], // headings
  [/^[ \t]*>[ \t]?/gm, ''], // quotes
  [/^[ \t]*([-*_])(?:[ \t]*\1){2,}[ \t]*$/gm, ''], // horizontal rules
  [/^[ \t]*[-*+•][ \t]+/gm, ''], // bullets
  [/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, '$2'], // bold
  [/(?<![\p{L}\p{N}*])\*(?=\S)([^*\n]*?\S)\*(?![\p{L}\p{N}*])/gu, '$1'], // italic with stars
  [/(?<![\p{L}\p{N}_])_(?=\S)([^_\n]*?\S)_(?![\p{L}\p{N}_])/gu, '$1'], // italic with underscores
  [/~~(?=\S)([^~\n]*?\S)~~/g, '$1'], // strikethrough
  [/[ \t]+$/gm, ''],
  [/\n{3,}/g, '\n\n'],
]

/** Removes markdown (headings, emphasis, bullets, links, code fences), keeping the words. */
export function stripMarkdown(text: string): string {
  return markdownSteps.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text).trim()
}

// A sentence ends at . ! ? (then a space or the end), at 。！？, or at a line break.
const sentenceEnd = /(?:[.!?]+["'”’)\]]*(?=\s|$)|[。！？]+["'”’」』)]*)\s*|\n\s*/g
const abbreviations = new Set(['dr', 'mr', 'mrs', 'ms', 'st', 'sr', 'sra', 'jr', 'e.g', 'i.e', 'etc', 'vs', 'approx'])

/**
 * The sentences of a text, each with the spaces after it, so together they are the text; "Dr." and
 * initials such as "J." do not end one.
 */
export function splitSentences(text: string): string[] {
  const pieces: string[] = []
  let from = 0
  for (const match of text.matchAll(sentenceEnd)) {
    if (endsAbbreviation(text, match.index, match[0])) continue
    const end = match.index + match[0].length
    pieces.push(text.slice(from, end))
    from = end
  }
  if (from < text.length) pieces.push(text.slice(from))
  return pieces
}

/** The first count sentences of a text. */
export function firstSentences(text: string, count: number): string {
  return splitSentences(text).slice(0, count).join('').trim()
}

function endsAbbreviation(text: string, index: number, end: string): boolean {
  if (!/^\.\s/.test(end)) return false
  const word = /(\S+)$/.exec(text.slice(0, index))?.[1] ?? ''
  // A lone capital is an initial ("J. Smith"), except the word "I".
  return abbreviations.has(word.toLowerCase().replace(/^\W+/, '')) || (/^\p{Lu}$/u.test(word) && word !== 'I')
}
