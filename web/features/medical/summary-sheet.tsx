import type { SummaryDocument, SummarySection } from '#shared/summary/summary.ts'
import { cn } from '#web/lib/cn.ts'

export type SummarySheetProps = { document: SummaryDocument }

function Section({ section }: { section: SummarySection }) {
  const { rows, items, columns } = section
  const empty = !(rows?.length || items?.length)
  // Short columns (a dose, a date, a status) stay on one line, so the table takes fewer lines.
  const short = (columns ?? []).map(
    (column, index) => column.length <= 22 && (rows ?? []).every((row) => (row[index] ?? '').length <= 22),
  )
  return (
    <section className="mt-5 break-inside-avoid print:mt-2">
      <h2 className="border-b-2 border-black pb-1 text-2xl font-bold print:pb-0 print:text-[14pt]">
        {section.heading}
      </h2>
      {rows?.length && columns ? (
        <table className="mt-2 hidden w-full border-collapse text-left sm:table print:mt-1 print:table">
          <thead>
            <tr className="border-b border-black">
              {columns.map((column) => (
                <th
                  key={column}
                  scope="col"
                  className={cn(
                    'py-1 pr-3 align-bottom print:py-0',
                    short[columns.indexOf(column)] && 'md:whitespace-nowrap print:whitespace-nowrap',
                  )}
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index} className="border-b border-gray-400">
                {row.map((cell, column) => (
                  <td
                    key={column}
                    className={cn(
                      'py-1 pr-3 align-top print:py-0',
                      short[column] && 'md:whitespace-nowrap print:whitespace-nowrap',
                    )}
                  >
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {/* On a phone each row is a block of its own, label and value, so nothing runs off the screen. */}
      {rows?.length && columns ? (
        <ul className="mt-2 space-y-3 sm:hidden print:hidden">
          {rows.map((row, index) => (
            <li key={index} className="rounded-xl border border-gray-400 p-3">
              <p className="text-xl font-bold">{row[0]}</p>
              <dl>
                {row.slice(1).map((cell, column) =>
                  cell ? (
                    <div key={column}>
                      <dt className="inline font-semibold">{columns[column + 1]}: </dt>
                      <dd className="inline">{cell}</dd>
                    </div>
                  ) : null,
                )}
              </dl>
            </li>
          ))}
        </ul>
      ) : null}
      {items?.length ? (
        <ul
          className={cn(
            'mt-2 list-disc space-y-1 pl-6 print:mt-1 print:space-y-0',
            // Short items (conditions) take two columns on paper, to keep the summary to one page.
            items.length > 2 && items.every((item) => item.length < 40) && 'print:columns-2',
          )}
        >
          {items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
      ) : null}
      {empty && section.empty ? <p className="mt-2 italic text-gray-700">{section.empty}</p> : null}
    </section>
  )
}

/**
 * The summary for the doctor as one sheet, in the summary's own language: large type on screen, and
 * on paper (A4 or Letter) a page with nothing around it. The PDF is drawn from the same document.
 */
export function SummarySheet({ document }: SummarySheetProps) {
  const questions = document.sections.find((section) => section.id === 'questions')
  return (
    <article
      lang={document.lang}
      className="rounded-2xl border-2 border-border bg-white p-6 text-lg text-black print:rounded-none print:border-0 print:p-0 print:text-[12pt] print:leading-tight"
    >
      <h1 className="text-3xl font-bold print:text-[20pt]">{document.title}</h1>
      {document.visit ? <p className="mt-1 text-xl font-semibold print:text-[13pt]">{document.visit}</p> : null}
      <p className="mt-1 text-gray-700">{document.printedOn}</p>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 print:mt-2 print:gap-y-0">
        {document.facts.map((fact) => (
          <div key={fact.label} className="contents">
            <dt className="font-bold">{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {document.sections
        .filter((section) => !['appointments', 'contacts', 'questions'].includes(section.id))
        .map((section) => (
          <Section key={section.id} section={section} />
        ))}
      {/* Appointments and contacts are short lists: side by side on paper. */}
      <div className="print:grid print:grid-cols-2 print:gap-x-6">
        {document.sections
          .filter((section) => section.id === 'appointments' || section.id === 'contacts')
          .map((section) => (
            <Section key={section.id} section={section} />
          ))}
      </div>
      {questions ? (
        <section className="mt-5 print:mt-2">
          <h2 className="border-b-2 border-black pb-1 text-2xl font-bold print:pb-0 print:text-[14pt]">
            {questions.heading}
          </h2>
          {questions.items?.length ? (
            <ol className="mt-2 list-decimal space-y-1 pl-6 print:mt-1 print:space-y-0">
              {questions.items.map((item, index) => (
                <li key={index}>{item}</li>
              ))}
            </ol>
          ) : null}
          <p className="mt-3 font-semibold print:mt-1">{document.moreQuestions}</p>
          {[0, 1, 2].map((line) => (
            <div key={line} aria-hidden className="h-8 border-b border-gray-500 print:h-6" />
          ))}
        </section>
      ) : null}
      {document.footnote ? <p className="mt-4 text-base text-gray-700 print:text-[10pt]">{document.footnote}</p> : null}
    </article>
  )
}
