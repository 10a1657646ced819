import { ArrowLeft, Printer } from 'lucide-react'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  type ChatLanguage,
  chatLanguageNativeNames,
  chatLanguages,
  defaultChatLanguage,
  toChatLanguage,
} from '#shared/chat/chat-languages.ts'
import { writeSummary } from '#shared/summary/document.ts'
import { usePageTitle } from '#web/components/layout/use-page-title.ts'
import { Button } from '#web/components/ui/button.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { SelectField } from '#web/components/ui/select-field.tsx'
import { CONTACTS_KEY, contactBackends } from '#web/features/contacts/api.ts'
import { getStoredQuestionnaire } from '#web/features/onboarding/questionnaire-store.ts'
import { useCollection } from '#web/lib/collection.ts'
import type { MedicalRecord } from './api.ts'
import { localSummary } from './local-summary.ts'
import { SummarySheet } from './summary-sheet.tsx'

export type LocalSummaryScreenProps = { records: MedicalRecord[]; onClose: () => void }

/**
 * The summary for the doctor without an account: the same sheet the server's summary prints, made
 * from what this browser keeps, in the language chosen (the person's by default).
 */
export function LocalSummaryScreen({ records, onClose }: LocalSummaryScreenProps) {
  const { t, i18n } = useTranslation()
  usePageTitle(t('Summary for the doctor'))
  const contacts = useCollection(CONTACTS_KEY, contactBackends)
  const [language, setLanguage] = useState<ChatLanguage>(
    () => toChatLanguage(i18n.language.split('-')[0]) ?? defaultChatLanguage,
  )
  const contactList = contacts.list.data
  const document = useMemo(
    () =>
      writeSummary(
        localSummary({
          details: getStoredQuestionnaire(),
          records,
          contacts: contactList ?? [],
          now: new Date(),
          timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        }),
        language,
      ),
    [records, contactList, language],
  )
  return (
    <main id="main" className="mx-auto max-w-4xl space-y-6 px-4 py-6 print:max-w-none print:p-0">
      <Card className="space-y-4 print:hidden">
        <div className="flex flex-wrap gap-3">
          <Button variant="outline" size="large" onClick={onClose}>
            <ArrowLeft aria-hidden />
            {t('Back to Medical History')}
          </Button>
          <Button size="large" onClick={() => window.print()}>
            <Printer aria-hidden />
            {t('Print')}
          </Button>
        </div>
        <SelectField
          label={t('Language of the summary')}
          value={language}
          onChange={(event) => setLanguage(event.target.value as ChatLanguage)}
          options={chatLanguages.map((value) => ({ value, label: chatLanguageNativeNames[value] }))}
          className="max-w-sm"
        />
      </Card>
      <SummarySheet document={document} />
    </main>
  )
}
