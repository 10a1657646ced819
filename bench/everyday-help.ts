// `npx tsx bench/everyday-help.ts`: the built-in Sage's replies to the everyday asks in
// bench/everyday-help/ (eight languages), scored against what a good answer must contain or do.
// Each message goes through the safety net first, as in the chat: a calm message taken for an
// emergency counts as wrong. Prints the share right by language and by kind of ask, and with
// `--wrong` each message it gets wrong with the reply.
import { labelledSets, percent } from './labelled-sets.ts'
import { type ChatLanguage } from '#shared/chat/chat-languages.ts'
import { detectIntent, type Intent } from '#shared/chat/builtin/intents.ts'
import { callReply } from '#shared/chat/builtin/call-request.ts'
import { readHistoryRequest } from '#shared/chat/builtin/history-request.ts'
import { phrasebookFor } from '#shared/chat/builtin/messages.ts'
import { readDisplayChange } from '#shared/chat/builtin/setting-request.ts'
import { type ChatPhoto, photoReply } from '#shared/chat/builtin/photo-request.ts'
import { explicitLanguageRequest } from '#shared/chat/language-requests.ts'
import { composeReply, type SageFacts } from '#shared/chat/builtin/replies.ts'
import { readMessage } from '#shared/safety/detector.ts'

type Expectation = {
  action?: 'call' | 'setting' | 'photo'
  phone?: string
  setting?: string
  caption?: string
  kind?: string
  mustContainAny?: string[]
}
type Case = { text: string; intent: string; language: ChatLanguage; expect: Expectation }

const FOLDER = 'everyday-help'
const showWrong = process.argv.includes('--wrong')

// The person every message in the set comes from (bench/everyday-help/README.md).
const facts: SageFacts = {
  firstName: 'Rosa',
  emergencyContacts: [
    { name: 'Ana', relationship: 'daughter', phone: '+34 600 111 222' },
    { name: 'Dr. Lee', relationship: 'doctor', phone: '+34 911 222 333' },
  ],
  doctorName: 'Dr. Lee',
  doctorPhone: '+34 911 222 333',
  nextAppointments: [],
  photoCount: 3,
  now: '2026-11-18T10:05:00+01:00',
  timeZone: 'Europe/Madrid',
}
const ASKED_YESTERDAY = 'What time is my eye appointment?'
// Rosa's gallery, newest first (bench/everyday-help/README.md).
const photos: ChatPhoto[] = [
  { id: 'christmas', caption: 'Christmas with Ana', story: '', date: 'Dec 25, 2025' },
  { id: 'wedding', caption: 'Our wedding day', story: '', date: 'Jun 2, 1968' },
  { id: 'beach', caption: 'The grandchildren at the beach', story: '', date: 'Aug 10, 2025' },
]
const kinds: Record<string, Intent> = {
  joke: 'joke',
  saying: 'saying',
  story: 'story',
  'memory-prompt': 'memory',
  cannot: 'unknown',
}

/** Whether the chat makes the setting asked for: a display change, or speaking another language. */
function madeSetting(text: string, setting: string): boolean {
  const [name, value] = setting.split(':')
  if (name === 'language') return explicitLanguageRequest(text) === value
  const change = readDisplayChange(text)?.change
  if (name === 'textSize') return JSON.stringify(change) === JSON.stringify({ text: 'bigger' })
  if (name === 'highContrast') return JSON.stringify(change) === JSON.stringify({ highContrast: value === 'on' })
  return false
}

/** Why a reply falls short of a labelled case; empty when it is right. */
function mistakes(item: Case, seed: number): { wrong: string[]; reply: string } {
  if (readMessage(item.text).emergency) return { wrong: ['taken for an emergency'], reply: '' }
  const style = { formality: 'mixed', lengthPreference: 'moderate' } as const
  // As the chat does (server/assistant/pipeline.ts): a request to call someone, to see a photo, or
  // about yesterday's conversation (here always the one question of the persona's history), then
  // the built-in reply.
  const call = callReply(item.text, item.language, facts, true)
  const photo = call ? null : photoReply(item.text, item.language, true, photos)
  const day = readHistoryRequest(item.text)
  const book = phrasebookFor(item.language, true)
  const history = day && book.historyAsked(day, book.quote(ASKED_YESTERDAY))
  const reply =
    call?.text ??
    photo?.text ??
    history ??
    composeReply({ text: item.text, language: item.language, facts, style, seed })
  const wrong: string[] = []
  const { expect } = item
  if (expect.action === 'call') {
    if (call?.calls[0]?.tel !== `tel:${expect.phone}`) wrong.push(`no call to ${expect.phone}`)
  } else if (expect.action === 'setting') {
    if (!madeSetting(item.text, expect.setting ?? '')) wrong.push(`no ${expect.setting}`)
  } else if (expect.action === 'photo') {
    if (!photo?.photo?.caption.includes(expect.caption ?? '')) wrong.push(`no photo of ${expect.caption}`)
  }
  if (expect.kind && detectIntent(item.text, item.language) !== kinds[expect.kind]) {
    wrong.push(`read as ${detectIntent(item.text, item.language)}`)
  }
  if (expect.mustContainAny && !expect.mustContainAny.some((part) => reply.toLowerCase().includes(part))) {
    wrong.push(`none of ${expect.mustContainAny.join(' / ')}`)
  }
  return { wrong, reply }
}

const byKind = new Map<string, { right: number; all: number }>()
let allRight = 0
let allCases = 0
for (const [name, cases] of labelledSets<Case>(FOLDER)) {
  let right = 0
  cases.forEach((item, index) => {
    const { wrong, reply } = mistakes(item, index)
    const tally = byKind.get(item.intent) ?? { right: 0, all: 0 }
    byKind.set(item.intent, tally)
    tally.all += 1
    if (wrong.length === 0) {
      tally.right += 1
      right += 1
    } else if (showWrong) {
      console.log(`  ✗ [${item.intent}] ${item.text}\n      ${wrong.join('; ')}\n      ${reply.slice(0, 160)}`)
    }
  })
  allRight += right
  allCases += cases.length
  console.log(`${name.padEnd(12)} ${right}/${cases.length} (${percent(right, cases.length)})`)
}
console.log(`all          ${allRight}/${allCases} (${percent(allRight, allCases)})`)
console.log(`by kind:     ${[...byKind].map(([kind, t]) => `${kind} ${t.right}/${t.all}`).join(', ')}`)
