import { ArrowLeft, Printer } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { usePageTitle } from '#web/components/layout/use-page-title.ts'
import { Button } from '#web/components/ui/button.tsx'
import { useSession } from '#web/features/auth/api.ts'
import { getStoredQuestionnaire } from '#web/features/onboarding/questionnaire-store.ts'
import { useProfile } from '#web/features/profile/api.ts'
import { type MedicalRecord, formatRecordDate, statusLabels, typeLabels } from './api.ts'

export type PrintSummaryProps = { records: MedicalRecord[]; onClose: () => void }

/** One printable page for a doctor's visit: who, medications, conditions, doctor, and the records. */
export function PrintSummary({ records, onClose }: PrintSummaryProps) {
  const { t, i18n } = useTranslation()
  usePageTitle(t('Medical summary'))
  const session = useSession()
  const profile = useProfile(Boolean(session.data))
  // Signed out, the questionnaire's answers in this browser are the profile.
  const details = session.data ? profile.data : getStoredQuestionnaire()
  const name = [details?.firstName, details?.lastName].filter(Boolean).join(' ')
  const types = typeLabels(t)
  const statuses = statusLabels(t)
  const line = (label: string, value?: string | null) => (
    <div className="grid grid-cols-[12rem_1fr] gap-2 border-b border-border py-2">
      <dt className="font-bold">{label}</dt>
      <dd>{value?.trim() || t('Not given')}</dd>
    </div>
  )
  return (
    <main id="main" className="mx-auto max-w-3xl bg-white px-6 py-8 text-black print:p-0">
      <div className="mb-6 flex flex-wrap gap-3 print:hidden">
        <Button variant="outline" onClick={onClose}>
          <ArrowLeft aria-hidden />
          {t('Back to Medical History')}
        </Button>
        <Button onClick={() => window.print()}>
          <Printer aria-hidden />
          {t('Print')}
        </Button>
      </div>
      <h1 className="text-3xl font-bold">{t('Medical summary')}</h1>
      <p className="mt-1">
        {t('Printed on {{date}}', { date: new Date().toLocaleDateString(i18n.language, { dateStyle: 'long' }) })}
      </p>
      <dl className="mt-6">
        {line(t('Name'), name)}
        {line(t('Medications'), details?.medications)}
        {line(t('Medical conditions'), details?.medicalConditions)}
        {line(t('Doctor'), [details?.doctorName, details?.doctorPhone].filter(Boolean).join(', '))}
        {line(t('Emergency contact'), [details?.emergencyContact, details?.emergencyPhone].filter(Boolean).join(', '))}
      </dl>
      <h2 className="mt-8 text-2xl font-bold">{t('Records')}</h2>
      <table className="mt-3 w-full border-collapse text-left">
        <thead>
          <tr className="border-b-2 border-black">
            <th className="py-2 pr-3">{t('Date')}</th>
            <th className="py-2 pr-3">{t('Type')}</th>
            <th className="py-2 pr-3">{t('Title')}</th>
            <th className="py-2 pr-3">{t('Doctor')}</th>
            <th className="py-2">{t('Status')}</th>
          </tr>
        </thead>
        <tbody>
          {records.map((record) => (
            <tr key={record.id} className="border-b border-border align-top">
              <td className="py-2 pr-3">{formatRecordDate(record.date, i18n.language)}</td>
              <td className="py-2 pr-3">{types[record.type]}</td>
              <td className="py-2 pr-3">
                {record.title}
                {record.notes ? <span className="block text-base">{record.notes}</span> : null}
              </td>
              <td className="py-2 pr-3">{record.doctor}</td>
              <td className="py-2">{record.status ? statuses[record.status] : ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  )
}
