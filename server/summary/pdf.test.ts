import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { describe, expect, it } from 'vitest'
import { writeSummary } from '#shared/summary/document.ts'
import type { DoctorSummary } from '#shared/summary/summary.ts'
import { summaryPdf } from './pdf.ts'

/** A typical summary: five medications, six records, three appointments, contacts and questions. */
const summary: DoctorSummary = {
  person: { name: 'Margaret Ellison', birthDate: '1944-03-03' },
  today: '2026-11-28',
  timeZone: 'America/New_York',
  visit: { doctor: 'Dr. Lee', date: '2026-12-03' },
  doctor: { name: 'Dr. Samuel Lee', phone: '(555) 201-3344' },
  conditions: ['Type 2 diabetes', 'High blood pressure', 'Osteoarthritis of the knee'],
  // One the profile names that Sage does not track; the other (Metformin) is in the table already.
  medicationNotes: ['Vitamin D drops', 'metformin 500mg'],
  medications: [
    {
      name: 'Metformin',
      dose: '500 mg',
      purpose: 'diabetes',
      schedule: { repeat: 'daily', times: ['08:00', '20:00'] },
      food: 'with',
      due: 60,
      taken: 55,
    },
    {
      name: 'Lisinopril',
      dose: '10 mg',
      purpose: 'blood pressure',
      schedule: { repeat: 'daily', times: ['08:00'] },
      food: 'any',
      due: 30,
      taken: 29,
    },
    {
      name: 'Atorvastatin',
      dose: '20 mg',
      purpose: 'cholesterol',
      schedule: { repeat: 'daily', times: ['21:00'] },
      food: 'any',
      due: 30,
      taken: 27,
    },
    {
      name: 'Alendronate',
      dose: '70 mg',
      purpose: 'bones',
      schedule: { repeat: 'weekly', weekdays: [1], times: ['07:00'] },
      food: 'without',
      due: 4,
      taken: 4,
    },
    {
      name: 'Paracetamol',
      dose: '500 mg',
      purpose: 'knee pain',
      schedule: { repeat: 'asNeeded' },
      food: 'any',
      due: 0,
      taken: 0,
    },
  ],
  records: [
    { date: '2026-10-14', type: 'Lab Result', title: 'HbA1c 7.1%', doctor: 'Dr. Samuel Lee', status: 'Abnormal' },
    {
      date: '2026-09-02',
      type: 'Appointment',
      title: 'Diabetes check-up',
      doctor: 'Dr. Samuel Lee',
      status: 'Completed',
    },
    {
      date: '2026-07-21',
      type: 'Vaccination',
      title: 'Shingles vaccine, second dose',
      doctor: null,
      status: 'Completed',
    },
    { date: '2026-05-10', type: 'Lab Result', title: 'Cholesterol panel', doctor: 'Dr. Samuel Lee', status: 'Normal' },
    { date: '2026-03-18', type: 'Appointment', title: 'Knee X-ray', doctor: 'Dr. Priya Raman', status: 'Completed' },
    {
      date: '2026-01-06',
      type: 'Hospitalization',
      title: 'Fall at home, overnight stay',
      doctor: 'Dr. Priya Raman',
      status: 'Completed',
    },
  ],
  appointments: [
    { title: 'Dr. Lee, diabetes check-up', start: '2026-12-03T15:30:00Z', allDay: false, timeZone: 'America/New_York' },
    { title: 'Eye exam', start: '2026-12-15T14:00:00Z', allDay: false, timeZone: 'America/New_York' },
    { title: 'Blood test, fasting', start: '2027-01-08T05:00:00Z', allDay: true, timeZone: 'America/New_York' },
  ],
  contacts: [
    { name: 'Anna Ellison', relationship: 'daughter', phone: '(555) 310-2277', email: 'anna.ellison@example.org' },
    { name: 'Tom Ellison', relationship: 'son', phone: '(555) 310-9981', email: null },
    { name: 'Ruth Baker', relationship: 'neighbour', phone: '(555) 402-1150', email: null },
  ],
  questions: [
    { id: 'q1', text: 'Should I still take metformin when I skip breakfast?' },
    { id: 'q2', text: 'My knee hurts more on the stairs. Is there anything besides paracetamol?' },
    { id: 'q3', text: 'Do I need a flu shot this year?' },
  ],
  // Printed by a family member, with the footnote that says so: the fullest page.
  byFamily: true,
}

/** The PDF as pdf.js reads it: pages, the first page's size, the text (spaces and lines as one space), metadata. */
async function read(pdf: Buffer) {
  const loaded = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, disableFontFace: true }).promise
  let text = ''
  for (let number = 1; number <= loaded.numPages; number++) {
    const content = await (await loaded.getPage(number)).getTextContent()
    for (const item of content.items) if ('str' in item) text += item.str + (item.hasEOL ? ' ' : '')
    text += ' '
  }
  const { width, height } = (await loaded.getPage(1)).getViewport({ scale: 1 })
  const { info } = (await loaded.getMetadata()) as { info: { Title?: string; Language?: string } }
  await loaded.destroy()
  return { pages: loaded.numPages, width, height, text: text.replace(/\s+/g, ' '), info }
}

describe('the summary as a PDF', () => {
  it.each([
    ['A4', 595.28, 841.89],
    ['LETTER', 612, 792],
  ] as const)('puts a typical summary on one %s page, all of it there to read', async (paper, width, height) => {
    const document = writeSummary(summary, 'english')
    const pdf = await read(await summaryPdf(document, paper))

    expect(pdf.pages).toBe(1)
    expect(pdf.width).toBeCloseTo(width, 1)
    expect(pdf.height).toBeCloseTo(height, 1)
    expect(pdf.info).toMatchObject({ Title: 'Summary for the doctor', Language: 'en-US' })
    for (const text of [
      'Summary for the doctor',
      'For the visit with Dr. Lee on Thursday, December 3, 2026',
      'Printed on November 28, 2026',
      'Margaret Ellison',
      '92% (55 of 60)',
      'Taken, last 30 days',
      'More questions:',
      'Printed by a family member',
      ...summary.medications!.map((medication) => medication.name),
      'Vitamin D drops',
      ...summary.questions.map((question) => question.text),
      ...document.sections.map((section) => section.heading),
    ])
      expect(pdf.text).toContain(text)
    // pdfmake turns the strings it lays out into objects in place: the document is left as it was.
    expect(document).toEqual(writeSummary(summary, 'english'))
  })

  it('says so in grey when a section has nothing, and still leaves lines for questions', async () => {
    const empty = {
      ...summary,
      conditions: [],
      medications: [],
      medicationNotes: [],
      records: [],
      appointments: [],
      contacts: [],
      questions: [],
    }
    const pdf = await read(await summaryPdf(writeSummary({ ...empty, byFamily: false }, 'english'), 'A4'))

    expect(pdf.pages).toBe(1)
    for (const text of ['No medications written down.', 'No records in the last 12 months.', 'None in the calendar.'])
      expect(pdf.text).toContain(text)
    expect(pdf.text).toContain('Questions for the doctor More questions:')
    expect(pdf.text).not.toContain('Printed by a family member')
  })

  it('lists the medicines the profile names under the table, or alone when Sage tracks none', async () => {
    const written = writeSummary({ ...summary, medications: [], medicationNotes: ['Aspirin 81 mg'] }, 'english')
    expect(written.sections.find((section) => section.id === 'medications')).toMatchObject({
      rows: [],
      items: ['Aspirin 81 mg'],
    })
    const pdf = await read(await summaryPdf(written, 'A4'))
    expect(pdf.text).toContain('Aspirin 81 mg')
    expect(pdf.text).not.toContain('No medications written down.')
    const both = writeSummary(summary, 'english').sections.find((section) => section.id === 'medications')
    expect(both?.rows).toHaveLength(5)
    expect(both?.items).toEqual(['Vitamin D drops'])
  })

  it('goes on to more pages when it must, the footnote at the foot of the last', async () => {
    const long = { ...summary, records: Array.from({ length: 6 }, () => summary.records).flat() }
    const pdf = await read(await summaryPdf(writeSummary(long, 'english'), 'LETTER'))

    expect(pdf.pages).toBeGreaterThan(1)
    expect(pdf.text.match(/Printed by a family member/g)).toHaveLength(1)
    expect(pdf.text.trimEnd()).toMatch(/are included\.$/)
  })

  it('writes Chinese in a Chinese font', async () => {
    const chinese = writeSummary(
      {
        ...summary,
        person: { name: '王秀英', birthDate: '1944-03-03' },
        conditions: ['高血压', '糖尿病'],
        questions: [{ id: 'q1', text: '不吃早饭的时候还要吃二甲双胍吗？' }],
      },
      'chinese',
    )
    const pdf = await read(await summaryPdf(chinese, 'A4'))

    expect(pdf.pages).toBe(1)
    expect(pdf.info).toMatchObject({ Title: chinese.title, Language: 'zh-CN' })
    for (const text of [
      chinese.title,
      '王秀英',
      '高血压',
      '不吃早饭的时候还要吃二甲双胍吗？',
      '92%（应服60次，已服55次）',
    ])
      expect(pdf.text).toContain(text)
  })

  it('writes Japanese, kana and all, in a Japanese font', async () => {
    const japanese = writeSummary(
      {
        ...summary,
        person: { name: '佐藤花子', birthDate: null },
        questions: [{ id: 'q1', text: 'ひざの痛みについて相談したい' }],
      },
      'japanese',
    )
    const pdf = await read(await summaryPdf(japanese, 'LETTER'))

    expect(pdf.pages).toBe(1)
    for (const text of [japanese.title, '佐藤花子', 'ひざの痛みについて相談したい', japanese.moreQuestions])
      expect(pdf.text).toContain(text)
  })

  it('keeps the accents of Spanish, and a typical summary on one Letter page', async () => {
    const spanish = writeSummary(
      {
        ...summary,
        person: { name: 'José Martínez Núñez', birthDate: '1944-03-03' },
        questions: [{ id: 'q1', text: '¿Puedo tomar ibuprofeno?' }],
      },
      'spanish',
    )
    const pdf = await read(await summaryPdf(spanish, 'LETTER'))

    expect(pdf.pages).toBe(1)
    for (const text of [
      'Resumen para el médico',
      'José Martínez Núñez',
      '¿Puedo tomar ibuprofeno?',
      'Otras preguntas:',
    ])
      expect(pdf.text).toContain(text)
  })
})
