import { describe, expect, it } from 'vitest'
import { cleanReply, firstSentences, REPLY_LIMIT, stripMarkdown } from './reply.ts'

const sentence = (n: number) => `This is sentence number ${n} and it carries some words to make it long enough.`
const longReply = Array.from({ length: 8 }, (_, index) => sentence(index + 1)).join(' ')

describe('stripMarkdown', () => {
  it('removes headings, emphasis and bullets', () => {
    expect(stripMarkdown('## Your day\n\n**Take** your *pills* and __rest__ _well_.\n- Walk\n* Eat\n+ Sleep')).toBe(
      'Your day\n\nTake your pills and rest well.\nWalk\nEat\nSleep',
    )
  })

  it('keeps the text of links and images, and the code inside fences', () => {
    expect(stripMarkdown('See [the clinic](https://example.com) ![a map](map.png).')).toBe('See the clinic a map.')
    expect(stripMarkdown('Type this:\n```bash\nls -l\n```\nor `pwd`.')).toBe('Type this:\nls -l\nor pwd.')
  })

  it('removes quotes and rules, and leaves words with underscores or stars alone', () => {
    expect(stripMarkdown('> A quote\n\n---\n\n\n\nsnake_case_name and 2*3*4')).toBe(
      'A quote\n\nsnake_case_name and 2*3*4',
    )
  })
})

describe('cleanReply', () => {
  it('calls the assistant Sage', () => {
    expect(cleanReply('Hello, I am SageAI. **SageAI** is here.')).toBe('Hello, I am Sage. Sage is here.')
  })

  it('cuts replies over 500 characters to their first 3 sentences (product.md 9)', () => {
    expect(longReply.length).toBeGreaterThan(REPLY_LIMIT)
    expect(cleanReply(longReply)).toBe([sentence(1), sentence(2), sentence(3)].join(' '))
    expect(cleanReply(longReply, { lengthPreference: 'brief' })).toBe(cleanReply(longReply))
  })

  it('keeps long replies whole when detailed answers are preferred', () => {
    expect(cleanReply(longReply, { lengthPreference: 'detailed' })).toBe(longReply)
  })

  it('keeps a reply of exactly 500 characters whole', () => {
    const reply = `${'Word. '.repeat(83)}Ok.`.slice(0, REPLY_LIMIT)
    expect(reply).toHaveLength(REPLY_LIMIT)
    expect(cleanReply(reply)).toBe(reply.trim())
  })

  it('measures the length after markdown is removed', () => {
    const reply = `**${'a'.repeat(248)}.** **${'b'.repeat(248)}.** Done.`
    expect(reply.length).toBeGreaterThan(REPLY_LIMIT)
    expect(cleanReply(reply)).toBe(`${'a'.repeat(248)}. ${'b'.repeat(248)}. Done.`)
  })
})

describe('firstSentences', () => {
  it('does not end a sentence at Dr., Mrs. or an initial', () => {
    expect(firstSentences('Call Dr. Smith today. Ask Mrs. J. Brown too! Then rest? Later eat.', 3)).toBe(
      'Call Dr. Smith today. Ask Mrs. J. Brown too! Then rest?',
    )
  })

  it('ends sentences at line breaks and at Chinese and Japanese full stops', () => {
    expect(firstSentences('Tips:\nWalk daily\nDrink water\nSleep well', 3)).toBe('Tips:\nWalk daily\nDrink water')
    expect(firstSentences('今天很好。多喝水！早点睡。明天见。', 3)).toBe('今天很好。多喝水！早点睡。')
  })

  it('keeps decimals and gives back short texts whole', () => {
    expect(firstSentences('Take 2.5 mg. Then wait. Then eat. Then sleep.', 2)).toBe('Take 2.5 mg. Then wait.')
    expect(firstSentences('Only one.', 3)).toBe('Only one.')
  })
})
