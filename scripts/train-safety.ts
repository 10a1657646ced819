/**
 * Trains the safety net's detectors from the labelled corpus in shared/safety/corpus/, prints their
 * cross-validated figures, and writes shared/safety/weights.json. The same corpus always gives the
 * same weights.
 *
 *   npm run -s train-safety              cross-validate, then train on everything and write the weights
 *   npm run -s train-safety -- --cv      cross-validate only
 *   npm run -s train-safety -- --eval F  score a labelled JSONL file ({text, emergency} or {text, scam}) with the written weights
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chatLanguages } from '#shared/chat/chat-languages.ts'
import { messageFeatures, readFeatures } from '#shared/safety/features.ts'
import { packVector } from '#shared/safety/model.ts'
import { emergencyKinds } from '#shared/safety/rules/index.ts'
import { type Example, scoreDense, seededRandom, shuffled, trainLinear, withTypos } from '#shared/safety/train.ts'

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..')
const corpusDir = path.join(root, 'shared/safety/corpus')
const weightsFile = path.join(root, 'shared/safety/weights.json')

type Row = { text: string; language: string; emergency?: boolean; kind?: string; subject?: string; scam?: boolean }

function readCorpus(prefix: 'emergency' | 'scam'): Row[] {
  return readdirSync(corpusDir)
    .filter((name) => name.startsWith(`${prefix}-`) && name.endsWith('.jsonl'))
    .sort()
    .flatMap((name) => {
      const language = name.slice(prefix.length + 1, -'.jsonl'.length)
      return readFileSync(path.join(corpusDir, name), 'utf8')
        .split('\n')
        .filter((line) => line.trim())
        .map((line) => ({ ...(JSON.parse(line) as Omit<Row, 'language'>), language }))
    })
}

/** How many typo-laden copies of each sentence training adds, and how much each counts. */
const COPIES = 2
const COPY_WEIGHT = 0.5
/** Positives count more than calm lines: a missed emergency costs more than a question asked. */
const POSITIVE_WEIGHT = 1.5
/**
 * The share of calm cross-validation lines allowed to raise an alarm, and to be asked about. Asking
 * "Are you hurt right now?" alarms a calm person too, so the band between the two stays narrow.
 */
const ALARM_FALSE_RATE = Number(process.env.SAFETY_ALARM_RATE ?? 0.08)
const ASK_FALSE_RATE = Number(process.env.SAFETY_ASK_RATE ?? 0.085)
/** The share of calm lines the danger gate may hold back from the calendar and the medication list. */
const WARY_FALSE_RATE = 0.1
const SCAM_FALSE_RATE = 0.04
/** The share of calendar requests and medicine questions the danger gate may hold back. */
const DANGER_FALSE_RATE = 0.03
const FOLDS = 5
/** Training settings, chosen by cross-validation (the environment may override them while tuning). */
const settings = {
  epochs: Number(process.env.SAFETY_EPOCHS ?? 10),
  l2: Number(process.env.SAFETY_L2 ?? 1e-5),
  rate: Number(process.env.SAFETY_RATE ?? 0.05),
}

type Prepared = { row: Row; slots: number[]; signs: boolean; copies: number[][] }

/** Features of every row and of its typo-laden copies. */
function prepare(rows: Row[], seed: number): Prepared[] {
  const random = seededRandom(seed)
  return rows.map((row) => {
    const read = readFeatures(row.text)
    return {
      row,
      slots: read.slots,
      signs: read.signs.length > 0,
      copies: Array.from({ length: COPIES }, () => messageFeatures(withTypos(row.text, random))),
    }
  })
}

/** Training examples from prepared rows, the copies included. */
function examples(prepared: Prepared[], label: (row: Row) => number | null, weight: (row: Row) => number): Example[] {
  return prepared.flatMap(({ row, slots, copies }) => {
    const y = label(row)
    if (y === null) return []
    const w = weight(row)
    return [
      { slots, label: y, weight: w },
      ...copies.map((copy) => ({ slots: copy, label: y, weight: w * COPY_WEIGHT })),
    ]
  })
}

/** Folds that keep each language's positives and negatives spread evenly. */
function folds(prepared: Prepared[], key: (row: Row) => string): number[] {
  const random = seededRandom(7)
  const assigned = new Array<number>(prepared.length)
  const groups = new Map<string, number[]>()
  prepared.forEach(({ row }, i) => groups.set(key(row), [...(groups.get(key(row)) ?? []), i]))
  for (const members of groups.values()) shuffled(members, random).forEach((index, n) => (assigned[index] = n % FOLDS))
  return assigned
}

/** The lowest threshold at which at most `rate` of the calm scores reach it. */
function thresholdFor(calmScores: number[], rate: number): number {
  const sorted = [...calmScores].sort((a, b) => b - a)
  const allowed = Math.floor(sorted.length * rate)
  return Math.min(0.9999, (sorted[allowed] ?? 0) + 1e-7)
}

const emergencyLabel = (row: Row) => (row.emergency === undefined ? null : row.emergency ? 1 : 0)
const kindLabel = (row: Row) =>
  row.emergency ? emergencyKinds.indexOf(row.kind as (typeof emergencyKinds)[number]) : null
const subjectLabel = (row: Row) => (row.emergency ? (row.subject === 'other' ? 1 : 0) : null)
const doseLabel = (row: Row) => (row.emergency === undefined ? null : row.kind === 'dose-question' ? 1 : 0)
const scamLabel = (row: Row) => (row.scam === undefined ? null : row.scam ? 1 : 0)
const emergencyWeight = (row: Row) => (row.emergency ? POSITIVE_WEIGHT : 1)

const pct = (a: number, b: number) => `${a}/${b} (${b ? ((100 * a) / b).toFixed(1) : '0.0'}%)`

/**
 * The four models read from the emergency corpus: emergency or not (with the tuned settings, as
 * its thresholds matter most), its kind, who is in danger, and a question about doses.
 */
function trainEmergencyModels(rows: Prepared[]) {
  return {
    binary: trainLinear(examples(rows, emergencyLabel, emergencyWeight), 2, settings),
    kinds: trainLinear(
      examples(rows, kindLabel, () => 1),
      emergencyKinds.length,
    ),
    subject: trainLinear(
      examples(rows, subjectLabel, () => 1),
      2,
    ),
    dose: trainLinear(
      examples(rows, doseLabel, () => 1),
      2,
    ),
  }
}

/** The scam model. */
const trainScamModel = (rows: Prepared[]) =>
  trainLinear(
    examples(rows, scamLabel, () => 1),
    2,
  )

/** Cross-validates every detector and returns the thresholds the figures support. */
function crossValidate(emergencyRows: Prepared[], scamRows: Prepared[]) {
  const emergencyFolds = folds(emergencyRows, (row) => `${row.language}:${String(row.emergency)}`)
  const scamFolds = folds(scamRows, (row) => `${row.language}:${String(row.scam)}`)
  const emergencyScores = new Array<number>(emergencyRows.length)
  const kindRight = new Array<boolean>(emergencyRows.length)
  const subjectRight = new Array<boolean>(emergencyRows.length)
  const scamScores = new Array<number>(scamRows.length)
  const doseScores = new Array<number>(emergencyRows.length)
  for (let fold = 0; fold < FOLDS; fold++) {
    const train = emergencyRows.filter((_, i) => emergencyFolds[i] !== fold)
    const { binary, kinds, subject, dose } = trainEmergencyModels(train)
    emergencyRows.forEach(({ row, slots }, i) => {
      if (emergencyFolds[i] !== fold) return
      emergencyScores[i] = scoreDense(binary, slots)[0]!
      doseScores[i] = scoreDense(dose, slots)[0]!
      if (!row.emergency) return
      const kindScores = scoreDense(kinds, slots)
      kindRight[i] = emergencyKinds[kindScores.indexOf(Math.max(...kindScores))] === row.kind
      subjectRight[i] = (scoreDense(subject, slots)[0]! >= 0.5 ? 'other' : 'self') === (row.subject ?? 'self')
    })
    const scamTrain = scamRows.filter((_, i) => scamFolds[i] !== fold)
    const scam = trainScamModel(scamTrain)
    scamRows.forEach(({ slots }, i) => {
      if (scamFolds[i] === fold) scamScores[i] = scoreDense(scam, slots)[0]!
    })
  }
  const calm = emergencyRows.flatMap(({ row }, i) => (row.emergency ? [] : [emergencyScores[i]!]))
  const alarm = thresholdFor(calm, ALARM_FALSE_RATE)
  const ask = Math.min(alarm, thresholdFor(calm, ASK_FALSE_RATE))
  // Calendar requests and medicine questions may name hearts, blood and pills: the danger gate lets
  // nearly all of them through, and holds back anything scoring higher.
  const everyday = emergencyRows.flatMap(({ row }, i) =>
    row.kind === 'calendar' || row.kind === 'dose-question' ? [emergencyScores[i]!] : [],
  )
  const danger = Math.min(ask, thresholdFor(calm, WARY_FALSE_RATE), thresholdFor(everyday, DANGER_FALSE_RATE))
  const positives = emergencyRows.flatMap(({ row }, i) => (row.emergency ? [emergencyScores[i]!] : []))
  console.log(
    '  caught at a false-alarm rate of ' +
      [0.01, 0.02, 0.03, 0.05, 0.08, 0.12]
        .map((rate) => {
          const t = thresholdFor(calm, rate)
          return `${(rate * 100).toFixed(0)}%: ${((100 * positives.filter((p) => p >= t).length) / positives.length).toFixed(1)}%`
        })
        .join(', '),
  )
  const scamCalm = scamRows.flatMap(({ row }, i) => (row.scam ? [] : [scamScores[i]!]))
  const scam = thresholdFor(scamCalm, SCAM_FALSE_RATE)
  report(emergencyRows, emergencyScores, { alarm, ask }, kindRight, subjectRight)
  if (process.env.SAFETY_SHOW_ERRORS) {
    const ranked = emergencyRows.map(({ row }, i) => ({ row, score: emergencyScores[i]! }))
    const missed = ranked.filter(({ row, score }) => row.emergency && score < ask).sort((a, b) => a.score - b.score)
    const alarmed = ranked.filter(({ row, score }) => !row.emergency && score >= ask).sort((a, b) => b.score - a.score)
    for (const { row, score } of [...missed.slice(0, 60), ...alarmed.slice(0, 40)])
      console.log(`  ${row.emergency ? 'MISSED' : 'FALSE '} ${score.toFixed(3)} ${row.kind} ${row.text}`)
  }
  reportScam(scamRows, scamScores, scam)
  reportDose(emergencyRows, doseScores)
  console.log(`Danger gate from ${danger.toFixed(3)}.`)
  return { alarm, ask, danger, scam }
}

function report(
  rows: Prepared[],
  scores: number[],
  { alarm, ask }: { alarm: number; ask: number },
  kindRight: boolean[],
  subjectRight: boolean[],
) {
  console.log(`Emergencies, ${FOLDS}-fold cross-validation (alarm at ${alarm.toFixed(3)}, ask from ${ask.toFixed(3)}):`)
  const line = (label: string, members: number[]) => {
    const positives = members.filter((i) => rows[i]!.row.emergency)
    const negatives = members.filter((i) => !rows[i]!.row.emergency)
    // As the detector decides: over the alarm, or over the question with a hand-written sign.
    const alarms = (i: number) => scores[i]! >= alarm || (scores[i]! >= ask && rows[i]!.signs)
    const alarmed = positives.filter(alarms).length
    const helped = positives.filter((i) => scores[i]! >= ask).length
    const falseAlarms = negatives.filter(alarms).length
    const falseAsks = negatives.filter((i) => scores[i]! >= ask).length
    console.log(
      `  ${label.padEnd(14)} help first ${pct(alarmed, positives.length)}, with asking ${pct(helped, positives.length)}; ` +
        `calm: alarms ${pct(falseAlarms, negatives.length)}, alarms or asks ${pct(falseAsks, negatives.length)}`,
    )
  }
  const all = rows.map((_, i) => i)
  line('all', all)
  for (const language of chatLanguages)
    line(
      language,
      all.filter((i) => rows[i]!.row.language === language),
    )
  console.log('  by kind (caught with asking / kind named right / subject right):')
  for (const kind of emergencyKinds) {
    const members = all.filter((i) => rows[i]!.row.emergency && rows[i]!.row.kind === kind)
    const caught = members.filter((i) => scores[i]! >= ask).length
    console.log(
      `    ${kind.padEnd(12)} ${pct(caught, members.length)}, kind ${pct(members.filter((i) => kindRight[i]).length, members.length)}, subject ${pct(members.filter((i) => subjectRight[i]).length, members.length)}`,
    )
  }
  const calmKinds = [...new Set(rows.filter(({ row }) => !row.emergency).map(({ row }) => row.kind ?? 'everyday'))]
  console.log('  calm lines asked about or alarmed, by kind:')
  console.log(
    '    ' +
      calmKinds
        .map((kind) => {
          const members = all.filter((i) => !rows[i]!.row.emergency && (rows[i]!.row.kind ?? 'everyday') === kind)
          return `${kind} ${members.filter((i) => scores[i]! >= ask).length}/${members.length}`
        })
        .join(', '),
  )
}

function reportScam(rows: Prepared[], scores: number[], threshold: number) {
  console.log(`Scams, ${FOLDS}-fold cross-validation (warning at ${threshold.toFixed(3)}):`)
  for (const language of ['all', ...chatLanguages]) {
    const members = rows.map((_, i) => i).filter((i) => language === 'all' || rows[i]!.row.language === language)
    const scams = members.filter((i) => rows[i]!.row.scam)
    const calm = members.filter((i) => !rows[i]!.row.scam)
    console.log(
      `  ${language.padEnd(14)} warned ${pct(scams.filter((i) => scores[i]! >= threshold).length, scams.length)}, false warnings ${pct(calm.filter((i) => scores[i]! >= threshold).length, calm.length)}`,
    )
  }
}

function reportDose(rows: Prepared[], scores: number[]) {
  const asked = rows.map((_, i) => i).filter((i) => rows[i]!.row.kind === 'dose-question')
  const other = rows.map((_, i) => i).filter((i) => rows[i]!.row.kind !== 'dose-question')
  console.log(
    `Dose questions: found ${pct(asked.filter((i) => scores[i]! >= 0.5).length, asked.length)}, other lines taken for one ${pct(other.filter((i) => scores[i]! >= 0.5).length, other.length)}`,
  )
}

/** Weights smaller than this are dropped from the shipped model; they change no decision measurably. */
const PRUNE = 0.01

function trainAndWrite(emergencyRows: Prepared[], scamRows: Prepared[], thresholds: Record<string, number>) {
  const { binary, kinds, subject, dose } = trainEmergencyModels(emergencyRows)
  const scam = trainScamModel(scamRows)
  const round = (value: number) => Math.round(value * 1e4) / 1e4
  const weights = {
    emergency: packVector(binary[0]!, PRUNE),
    kinds: { classes: [...emergencyKinds], vectors: kinds.map((vector) => packVector(vector, PRUNE)) },
    subject: packVector(subject[0]!, PRUNE),
    dose: packVector(dose[0]!, PRUNE),
    scam: packVector(scam[0]!, PRUNE),
    thresholds: Object.fromEntries(Object.entries(thresholds).map(([key, value]) => [key, round(value)])),
  }
  writeFileSync(weightsFile, `${JSON.stringify(weights)}\n`)
  console.log(`Wrote ${path.relative(root, weightsFile)} (${(JSON.stringify(weights).length / 1024).toFixed(0)} KiB).`)
}

async function evaluate(file: string) {
  const { readMessage } = await import('#shared/safety/detector.ts')
  const rows = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Row)
  const groups = new Map<
    string,
    { pos: number; hit: number; alarm: number; neg: number; falseHit: number; falseAlarm: number }
  >()
  for (const row of rows) {
    const truth = row.emergency ?? row.scam ?? false
    const reading = readMessage(row.text)
    const found = row.scam === undefined ? reading : null
    const hit = found ? found.emergency || found.ask : reading.scam
    for (const key of ['all', row.language ?? '?']) {
      const group = groups.get(key) ?? { pos: 0, hit: 0, alarm: 0, neg: 0, falseHit: 0, falseAlarm: 0 }
      groups.set(key, group)
      if (truth) {
        group.pos++
        if (hit) group.hit++
        if (found?.emergency) group.alarm++
      } else {
        group.neg++
        if (hit) group.falseHit++
        if (found?.emergency) group.falseAlarm++
      }
    }
  }
  for (const [key, g] of groups)
    console.log(
      `${key.padEnd(12)} caught ${pct(g.hit, g.pos)} (help first ${pct(g.alarm, g.pos)}), calm alarmed ${pct(g.falseAlarm, g.neg)} (or asked ${pct(g.falseHit, g.neg)})`,
    )
}

const args = process.argv.slice(2)
if (args[0] === '--eval' && args[1]) {
  await evaluate(args[1])
} else {
  const started = Date.now()
  // Scams are calm for the emergency model: a caller's threats and urgency are not a danger to
  // the body, and they get their own warning.
  const scamsAsCalm = readCorpus('scam')
    .filter((row) => row.scam)
    .map((row): Row => ({ text: row.text, emergency: false, kind: 'scam', language: row.language }))
  const emergencyRows = prepare([...readCorpus('emergency'), ...scamsAsCalm], 11)
  const scamRows = prepare(readCorpus('scam'), 13)
  console.log(`Corpus: ${emergencyRows.length} emergency lines, ${scamRows.length} scam lines.`)
  const thresholds = crossValidate(emergencyRows, scamRows)
  if (args[0] !== '--cv') trainAndWrite(emergencyRows, scamRows, thresholds)
  console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s.`)
}
