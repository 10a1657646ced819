// The summary for the doctor as a PDF, set for older eyes: large type, black on white, one page for
// a typical summary on A4 or Letter. It reads the same SummaryDocument the page prints, so both say
// the same. pdfmake lays it out; the fonts come from node_modules, never from the network.
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import type * as Pdfmake from 'pdfmake'
import type { Content, ContentTable, CustomTableLayout, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces'
import type { SummaryDocument, SummarySection } from '#shared/summary/summary.ts'

/** A package's folder, found as Node finds it: from the source and from the bundle in dist/ alike. */
const packageDir = (name: string) => path.dirname(createRequire(import.meta.url).resolve(`${name}/package.json`))

/** The fonts' files: Roboto for the Latin languages, Noto Sans for Chinese and for Japanese. */
function fontFiles() {
  const roboto = path.join(packageDir('pdfmake'), 'fonts/Roboto')
  // Noto has no italics: the upright face stands in. Roboto's bold here is its Medium.
  const noto = (name: string, face: 'SC' | 'JP') => {
    const normal = path.join(packageDir(name), `400Regular/NotoSans${face}_400Regular.ttf`)
    const bold = path.join(packageDir(name), `700Bold/NotoSans${face}_700Bold.ttf`)
    return { normal, bold, italics: normal, bolditalics: bold }
  }
  return {
    Roboto: {
      normal: path.join(roboto, 'Roboto-Regular.ttf'),
      bold: path.join(roboto, 'Roboto-Medium.ttf'),
      italics: path.join(roboto, 'Roboto-Italic.ttf'),
      bolditalics: path.join(roboto, 'Roboto-MediumItalic.ttf'),
    },
    NotoSansSC: noto('@expo-google-fonts/noto-sans-sc', 'SC'),
    NotoSansJP: noto('@expo-google-fonts/noto-sans-jp', 'JP'),
  }
}
type Fonts = ReturnType<typeof fontFiles>
type Font = keyof Fonts
/** pdfmake's in-memory files, which it reads a font from before the disk (not in its types). */
type VirtualFiles = { virtualfs: { writeFileSync(name: string, content: Buffer): void } }

let loading: Promise<{ pdfmake: typeof Pdfmake; fonts: Fonts }> | undefined
/** pdfmake, loaded with the first PDF: it takes about 150 ms to load, which the server's start need not wait for. */
function printer() {
  loading ??= import('pdfmake').then(({ default: pdfmake }) => {
    const fonts = fontFiles()
    pdfmake.setFonts(fonts)
    // Nothing in a summary is an address to fetch or a file to read, and the fonts are in memory.
    pdfmake.setUrlAccessPolicy(() => false)
    pdfmake.setLocalAccessPolicy(() => false)
    return { pdfmake, fonts }
  })
  return loading
}

const fontsRead = new Map<Font, Promise<void>>()
/**
 * Reads a font's files into pdfmake's memory the first time a document needs them: pdfmake would read
 * them from the disk for every PDF, and a Noto file is 5 to 10 MB.
 */
async function readFont(font: Font) {
  const { pdfmake, fonts } = await printer()
  const files = [...new Set(Object.values(fonts[font]))]
  const read = async () => {
    const contents = await Promise.all(files.map((file) => readFile(file)))
    files.forEach((file, i) => (pdfmake as unknown as VirtualFiles).virtualfs.writeFileSync(file, contents[i]!))
  }
  if (!fontsRead.has(font)) fontsRead.set(font, read())
  await fontsRead.get(font)
}

const MARGIN = (15 * 72) / 25.4
const PAGE_WIDTH = { A4: 595.28, LETTER: 612 }
const BODY = 12
/** The tables' type when 12 pt would take a second page. */
const SMALL = 11
const GREY = '#555555'
/** Space between columns, in points. */
const GAP = 10
/** Room for a line written by hand: about 8 mm. */
const WRITING_LINE = 22

/** Chinese and Japanese characters and full-width punctuation: an em wide, and a line may break after any. */
const FULL_WIDTH = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\u3000-\\u303F\\uFF00-\\uFFEF'

/** The font for the document's language; a name in Chinese or Japanese in another language needs one too. */
function fontFor(document: SummaryDocument): Font {
  if (document.lang.startsWith('zh')) return 'NotoSansSC'
  if (document.lang.startsWith('ja')) return 'NotoSansJP'
  const text = JSON.stringify(document)
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text)) return 'NotoSansJP'
  return new RegExp(`[${FULL_WIDTH}]`, 'u').test(text) ? 'NotoSansSC' : 'Roboto'
}

/** Widths in ems of Roboto's characters by kind (Noto's Latin is close); any other about 0.55. */
const EMS: [RegExp, number][] = [
  [new RegExp(`[${FULL_WIDTH}]`, 'u'), 1],
  [/[ijlI.,:;'!|]/, 0.24],
  [/\s/, 0.25],
  [/[ftr()\-[\]]/, 0.34],
  [/[mwMW%]/, 0.85],
  [/\p{Lu}/u, 0.65],
]

/** About how wide a text is, a little over: pdfmake measures only as it lays out, too late to choose widths. */
function textWidth(text: string, fontSize: number): number {
  let ems = 0
  for (const char of text) ems += EMS.find(([kind]) => kind.test(char))?.[1] ?? 0.55
  return ems * fontSize * 1.04
}

/** What a line may break between: words with the space after them, and each full-width character. */
const PIECE = new RegExp(`[${FULL_WIDTH}]|[^\\s${FULL_WIDTH}]+\\s*|\\s+`, 'gu')

/** A text as the widths of its pieces, each without the space after it and with. */
const measured = (text: string, fontSize: number) =>
  (text.match(PIECE) ?? []).map((piece) => [textWidth(piece.trimEnd(), fontSize), textWidth(piece, fontSize)] as const)
type Pieces = ReturnType<typeof measured>

/** How many lines a text takes in `width`, broken between pieces as pdfmake breaks it. */
function linesIn(pieces: Pieces, width: number): number {
  let lines = 1
  let used = 0
  for (const [bare, spaced] of pieces) {
    if (used > 0 && used + bare > width) [lines, used] = [lines + 1, 0]
    used += spaced
  }
  return lines
}

/**
 * Column widths for the fewest lines. Each column is tried three ways: its heading and cells each on
 * one line, only its cells (the heading wraps), or sharing what is left with the others by how long
 * they are; the try with the fewest estimated lines wins. pdfmake's own "auto" narrows every column
 * alike, which breaks "500 mg" or a date in two beside a long title, and costs lines the page lacks.
 */
function columnWidths(columns: string[], rows: string[][], available: number, fontSize: number): number[] {
  const count = columns.length
  const room = available - GAP * (count - 1)
  const table = [columns, ...rows].map((row) => columns.map((_, column) => measured(row[column] ?? '', fontSize)))
  const widest = (from: number, of: (pieces: Pieces) => number) =>
    columns.map((_, column) => Math.max(...table.slice(from).map((row) => of(row[column]!))) + 1)
  const oneLine = (pieces: Pieces) =>
    pieces.reduce((sum, [bare, spaced], i) => sum + (i < pieces.length - 1 ? spaced : bare), 0)
  const words = widest(0, (pieces) => Math.max(0, ...pieces.map(([bare]) => bare)))
  const withHeading = widest(0, oneLine)
  const cellsOnly = widest(1, oneLine).map((width, column) => Math.max(width, words[column]!))
  // Lines first; between tries as long, the one with fewer cells broken (a date in two reads worse).
  const cost = (widths: number[]) =>
    table.reduce((sum, row) => {
      const lines = row.map((pieces, column) => linesIn(pieces, widths[column]!))
      return sum + 1000 * Math.max(...lines) + lines.filter((count) => count > 1).length
    }, 0)
  let best: { widths: number[]; cost: number } | undefined
  for (let attempt = 0; attempt < 3 ** count; attempt++) {
    // Column n's way is digit n of the attempt in base 3: 0 shares, 1 keeps its cells whole, 2 its heading too.
    const ways = columns.map((_, column) => Math.floor(attempt / 3 ** column) % 3)
    const fixed = ways.map((way, column) => [0, cellsOnly[column]!, withHeading[column]!][way]!)
    const spare = room - fixed.reduce((sum, width) => sum + width, 0)
    const shared = cellsOnly.reduce((sum, width, column) => sum + (ways[column] ? 0 : width), 0)
    // With no column sharing, the spare room goes to each by how long it is.
    const widths = fixed.map((width, column) =>
      shared === 0 ? width + (spare * width) / (room - spare) : width || (spare * cellsOnly[column]!) / shared,
    )
    if (spare < 0 || widths.some((width, column) => width < words[column]!)) continue
    const tried = { widths, cost: cost(widths) }
    if (!best || tried.cost < best.cost) best = tried
  }
  // Not even the longest words fit side by side: pdfmake breaks them.
  return best?.widths ?? Array<number>(count).fill(room / count)
}

/** No lines and no padding: the tables that only line things up. */
const bare: CustomTableLayout = {
  hLineWidth: () => 0,
  vLineWidth: () => 0,
  paddingLeft: () => 0,
  paddingRight: () => 0,
  paddingTop: () => 0,
  paddingBottom: () => 0,
}

/** Thin grey rules between rows and a black one under the headings; no vertical lines. */
const lightRules: CustomTableLayout = {
  hLineWidth: (i, node) => (i === 0 || i === node.table.body.length ? 0 : i === 1 ? 1 : 0.5),
  vLineWidth: () => 0,
  hLineColor: (i) => (i === 1 ? 'black' : '#999999'),
  paddingLeft: (i) => (i === 0 ? 0 : GAP / 2),
  paddingRight: (i, node) => (i === node.table.body[0]!.length - 1 ? 0 : GAP / 2),
  paddingTop: () => 1,
  paddingBottom: () => 1,
}

function table(columns: string[], rows: string[][], width: number, fontSize: number): ContentTable {
  return {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: columnWidths(columns, rows, width, fontSize),
      // Copies: pdfmake turns the strings of a table or a list into objects in place.
      body: [columns.map((text) => ({ text, bold: true })), ...rows.map((row) => [...row])],
    },
    layout: lightRules,
    fontSize,
  }
}

/** A bulleted list; short items (conditions, most often) in two columns, to spare lines of the page. */
function list(items: string[], width: number): Content {
  const column = (width - GAP) / 2 - 16 // less the bullet
  if (items.length < 3 || items.some((item) => textWidth(item, BODY) > column))
    return { ul: [...items], margin: [4, 0, 0, 0] }
  const down = Math.ceil(items.length / 2)
  return {
    columns: [items.slice(0, down), items.slice(down)].map((ul) => ({ ul, margin: [4, 0, 0, 0] })),
    columnGap: GAP,
  }
}

/** "More questions:" with a line to write on after it (sparing a line of the page), and two whole lines below. */
function moreQuestions(label: string): ContentTable {
  const line: TableCell = { text: '', border: [false, false, false, true] }
  return {
    table: {
      widths: ['auto', 4, '*'],
      heights: (row) => (row === 0 ? 0 : WRITING_LINE),
      body: [[label, '', { ...line }], ...[1, 2].map(() => [{ ...line, colSpan: 3 }, '', ''])],
    },
    layout: { ...bare, hLineWidth: () => 0.75, hLineColor: () => '#777777', defaultBorder: false },
    margin: [0, 8, 0, 0],
    // The label and its lines stay together.
    unbreakable: true,
  }
}

/** How the sections are set: the document, the width they have, and the size of the tables' type. */
type Setting = { document: SummaryDocument; width: number; tableSize: number }

function sectionContent(section: SummarySection, { document, width, tableSize }: Setting): Content[] {
  const content: Content[] = [{ text: section.heading, style: 'heading', headlineLevel: 1 }]
  const hasRows = Boolean(section.columns && section.rows?.length)
  if (hasRows) content.push(table(section.columns!, section.rows!, width, tableSize))
  if (section.items?.length) content.push(list(section.items, width))
  if (!hasRows && !section.items?.length && section.empty)
    content.push({ text: section.empty, italics: true, color: GREY })
  if (section.id === 'questions') content.push(moreQuestions(document.moreQuestions))
  return content
}

/** The sections in order, the appointments and contacts (two short lists) side by side. */
function sectionsContent(setting: Setting): Content[] {
  const { sections } = setting.document
  return sections.flatMap((section, i): Content[] => {
    const next = sections[i + 1]
    if (section.id === 'contacts' && sections[i - 1]?.id === 'appointments') return []
    if (section.id !== 'appointments' || next?.id !== 'contacts') return sectionContent(section, setting)
    const half = (setting.width - GAP) / 2
    const columns = [section, next].map((side) => ({
      stack: sectionContent(side, { ...setting, width: half }),
      width: half,
    }))
    return [{ columns, columnGap: GAP }]
  })
}

type Paper = 'A4' | 'LETTER'

/** How the document is printed: on what paper, in what font, with its tables' type in what size. */
type Print = { paper: Paper; font: Font; tableSize: number }

/** The document for pdfmake; `pages` hears how many pages it took. */
function definition(document: SummaryDocument, { paper, font, tableSize }: Print, pages: (count: number) => void) {
  return {
    pageSize: paper,
    pageMargins: MARGIN,
    info: { title: document.title },
    language: document.lang,
    displayTitle: true,
    content: [
      { text: document.title, style: 'title' },
      // The visit and the day it was printed share a line, the day to the right.
      document.visit
        ? {
            columns: [
              { text: document.visit, width: '*' },
              { text: document.printedOn, color: GREY, width: 'auto', noWrap: true },
            ],
            columnGap: GAP,
          }
        : { text: document.printedOn, color: GREY },
      {
        table: {
          widths: ['auto', '*'],
          body: document.facts.map(({ label, value }) => [{ text: label, bold: true }, value]),
        },
        layout: { ...bare, paddingLeft: (i) => (i === 0 ? 0 : 8) },
        margin: [0, 6, 0, 0],
      },
      ...sectionsContent({ document, width: PAGE_WIDTH[paper] - 2 * MARGIN, tableSize }),
    ],
    // Noto's lines are taller than Roboto's: its ascent and descent make room for Chinese and Japanese.
    defaultStyle: { font, fontSize: BODY, color: 'black', lineHeight: font === 'Roboto' ? 0.95 : 0.85 },
    styles: {
      title: { fontSize: 22, bold: true, margin: [0, 0, 0, 4] },
      heading: { fontSize: 15, bold: true, margin: [0, 6, 0, 1] },
    },
    // In the bottom margin of the last page, where it takes no line from the summary.
    footer: (page, count) => {
      pages(count)
      return page === count && document.footnote
        ? { text: document.footnote, fontSize: 10, margin: [MARGIN, 6, MARGIN, 0] }
        : null
    },
    // A heading left last on a page goes over to the next, with what it heads.
    pageBreakBefore: (node, nodes) => node.headlineLevel === 1 && nodes.getFollowingNodesOnPage().length === 0,
  } satisfies TDocumentDefinitions
}

/**
 * The summary as a PDF on A4 or Letter paper, in the font for its language: its tables in 12 pt, or
 * in 11 pt when that keeps on one page what 12 pt would not.
 */
export async function summaryPdf(document: SummaryDocument, paper: Paper): Promise<Buffer> {
  const font = fontFor(document)
  await readFont(font)
  const { pdfmake } = await printer()
  let pages = 0
  const large = pdfmake.createPdf(definition(document, { paper, font, tableSize: BODY }, (count) => (pages = count)))
  await large.getStream()
  if (pages === 1) return large.getBuffer()
  const small = pdfmake.createPdf(definition(document, { paper, font, tableSize: SMALL }, (count) => (pages = count)))
  await small.getStream()
  return (pages === 1 ? small : large).getBuffer()
}
