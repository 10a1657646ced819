import { useQuery } from '@tanstack/react-query'
import { ArrowLeft, Download, Plus, Printer, Trash2 } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import {
  chatLanguageNativeNames,
  chatLanguages,
  speechLanguageTags,
  toChatLanguage,
} from '#shared/chat/chat-languages.ts'
import { DOCTOR_QUESTION_MAX } from '#shared/schemas/doctor-summary.ts'
import { SkipLink } from '#web/components/layout/skip-link.tsx'
import { usePageTitle } from '#web/components/layout/use-page-title.ts'
import { Button, ButtonLink } from '#web/components/ui/button.tsx'
import { DownloadButton } from '#web/components/ui/download-button.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { Field } from '#web/components/ui/field.tsx'
import { SelectField } from '#web/components/ui/select-field.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { ProtectedRoute } from '#web/features/auth/protected-route.tsx'
import { useActingFor } from '#web/lib/acting-for.ts'
import { type SummaryRequest, pdfUrl, questionsQuery, summaryQuery, useQuestionChanges } from './summary-api.ts'
import { SummarySheet } from './summary-sheet.tsx'

const languageOfTag = (tag: string) => chatLanguages.find((language) => speechLanguageTags[language] === tag)

/** The questions kept for the doctor: each with Remove, and a box to add one. */
function QuestionsCard() {
  const { t } = useTranslation()
  const questions = useQuery(questionsQuery)
  const changes = useQuestionChanges()
  const [text, setText] = useState('')
  // One id per question typed, until it is saved: sending again after a lost answer adds it once.
  const [id, setId] = useState(() => crypto.randomUUID())
  const handleAdd = (event: FormEvent) => {
    event.preventDefault()
    if (!text.trim()) return
    // The text stays in the box until it is saved: nothing typed is lost to an error.
    changes.add.mutate(
      { id, text: text.trim() },
      {
        onSuccess: () => {
          setText('')
          setId(crypto.randomUUID())
        },
      },
    )
  }
  return (
    <Card className="space-y-4">
      <h2 className="text-2xl font-bold">{t('Questions for the doctor')}</h2>
      <p>
        {t(
          'Write what you want to ask. The questions are printed on the summary. You can also tell Sage: "ask the doctor about my knee".',
        )}
      </p>
      {questions.data?.length ? (
        <ol className="space-y-2">
          {questions.data.map((question, index) => (
            <li key={question.id} className="flex flex-wrap items-center gap-3 rounded-xl border-2 border-border p-3">
              <span className="min-w-48 flex-1 text-lg">
                {index + 1}. {question.text}
              </span>
              <Button
                variant="outline"
                aria-label={t('Remove question: {{question}}', { question: question.text })}
                onClick={() => changes.remove.mutate(question.id)}
              >
                <Trash2 aria-hidden />
                {t('Remove')}
              </Button>
            </li>
          ))}
        </ol>
      ) : null}
      <form onSubmit={handleAdd} className="flex flex-wrap items-end gap-3" noValidate>
        <Field
          label={t('A question for the doctor')}
          value={text}
          maxLength={DOCTOR_QUESTION_MAX}
          onChange={(event) => setText(event.target.value)}
          error={changes.add.error ? changes.add.error.message : undefined}
          className="min-w-64 flex-1"
        />
        <Button type="submit" size="large" disabled={changes.add.isPending || !text.trim()}>
          <Plus aria-hidden />
          {t('Add question')}
        </Button>
      </form>
    </Card>
  )
}

/** The summary for the doctor needs an account: it is made from what the server holds. */
export function DoctorSummaryPage() {
  return (
    <ProtectedRoute>
      <SummaryScreen />
    </ProtectedRoute>
  )
}

/**
 * The summary for a doctor's visit (opened from Medical History or from the chat, with the visit's
 * doctor and day in the address): the page to print, its PDF, the language it is written in, and
 * the questions to bring.
 */
function SummaryScreen() {
  const { t, i18n } = useTranslation()
  usePageTitle(t('Summary for the doctor'))
  const [params, setParams] = useSearchParams()
  const person = useActingFor()
  const chosen = params.get('language')
  const request: SummaryRequest = {
    language: toChatLanguage(chosen) ?? undefined,
    doctor: params.get('doctor') || undefined,
    date: params.get('date') || undefined,
  }
  const summary = useQuery(summaryQuery(request))
  const [paper, setPaper] = useState<'A4' | 'LETTER'>(i18n.language.startsWith('en') ? 'LETTER' : 'A4')
  const language = request.language ?? (summary.data ? languageOfTag(summary.data.lang) : undefined) ?? 'english'
  const handleLanguage = (value: string) => {
    const next = new URLSearchParams(params)
    next.set('language', value)
    setParams(next, { replace: true })
  }
  return (
    <div className="min-h-dvh print:min-h-0">
      <SkipLink />
      <main id="main" className="mx-auto max-w-4xl space-y-6 px-4 py-6 print:max-w-none print:p-0">
        <div className="space-y-6 print:hidden">
          <ButtonLink to="/medical-history" variant="ghost" className="-ml-2">
            <ArrowLeft aria-hidden />
            {t('Back to Medical History')}
          </ButtonLink>
          <Card className="space-y-4">
            <p className="text-lg">{t('Print this page or save it as a PDF, and bring it to your visit.')}</p>
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField
                label={t('Language of the summary')}
                value={language}
                onChange={(event) => handleLanguage(event.target.value)}
                options={chatLanguages.map((value) => ({ value, label: chatLanguageNativeNames[value] }))}
              />
              <SelectField
                label={t('Paper size')}
                value={paper}
                onChange={(event) => setPaper(event.target.value as 'A4' | 'LETTER')}
                options={[
                  { value: 'A4', label: 'A4' },
                  { value: 'LETTER', label: t('Letter') },
                ]}
              />
            </div>
            <div className="flex flex-wrap gap-3">
              <Button size="large" onClick={() => window.print()} disabled={!summary.data}>
                <Printer aria-hidden />
                {t('Print')}
              </Button>
              <DownloadButton
                href={pdfUrl(request, paper, person)}
                fileName="summary-for-the-doctor.pdf"
                variant="outline"
                size="large"
              >
                <Download aria-hidden />
                {t('Download PDF')}
              </DownloadButton>
            </div>
          </Card>
          <QuestionsCard />
        </div>
        {summary.data ? (
          <SummarySheet document={summary.data} />
        ) : summary.isError ? (
          <p role="alert" className="text-lg font-semibold text-danger">
            {t('The summary could not be made. Please try again.')}
          </p>
        ) : (
          <Spinner label={t('Loading')} />
        )}
      </main>
    </div>
  )
}
