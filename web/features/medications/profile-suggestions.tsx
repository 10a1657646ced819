// "Medicines you told us about": the medicines written as text at sign-up or in the profile,
// offered one by one to add as medicines Sage reminds of. Each fills the form to check and save;
// nothing is added without the person.
import { useQuery } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { foldText } from '#shared/chat/chat-languages.ts'
import { type SuggestedMedication, medicationsFromText } from '#shared/medications/from-text.ts'
import type { Medication } from '#shared/schemas/medications.ts'
import { Button } from '#web/components/ui/button.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { profileQuery } from '#web/features/profile/api.ts'
import { useActingFor } from '#web/lib/acting-for.ts'
import { createLocalStore, useLocalStore } from '#web/lib/local-store.ts'
import { medicationLabel, scheduleWords } from './words.ts'

/** The profile texts whose suggestions the person put away ("Not now"). */
const dismissedStore = createLocalStore<string[]>('medication-suggestions-dismissed', (stored) =>
  Array.isArray(stored) ? stored.filter((item): item is string => typeof item === 'string') : [],
)

export type ProfileSuggestionsProps = { medications: Medication[]; onChoose: (suggestion: SuggestedMedication) => void }

/** The card; nothing when the profile names no medicine that is not already kept, or when acting for someone. */
export function ProfileSuggestions({ medications, onChoose }: ProfileSuggestionsProps) {
  const { t, i18n } = useTranslation()
  const actingFor = useActingFor()
  const profile = useQuery({ ...profileQuery, enabled: !actingFor })
  const dismissed = useLocalStore(dismissedStore)
  const text = profile.data?.medications?.trim() ?? ''
  if (actingFor || !text || dismissed.includes(text)) return null
  const kept = medications.map((medication) => foldText(medication.name))
  const suggestions = medicationsFromText(text).filter(
    (suggestion) => !kept.some((name) => name.includes(foldText(suggestion.name))),
  )
  if (!suggestions.length) return null
  return (
    <Card className="space-y-4">
      <h2 className="text-2xl font-bold">{t('Medicines you told us about')}</h2>
      <p className="text-lg">
        {t('You wrote: “{{text}}”. Add each one so Sage can remind you. Check the times before saving.', { text })}
      </p>
      <ul className="space-y-3">
        {suggestions.map((suggestion) => (
          <li
            key={suggestion.name}
            className="flex flex-wrap items-center justify-between gap-3 rounded-xl border-2 border-border p-3"
          >
            <span>
              <span className="block text-xl font-bold">{medicationLabel(suggestion)}</span>
              <span className="block text-ink-soft">{scheduleWords(suggestion.schedule, t, i18n.language)}</span>
            </span>
            <Button variant="outline" onClick={() => onChoose(suggestion)}>
              <Plus aria-hidden />
              {t('Add this one')}
              <span className="sr-only">{medicationLabel(suggestion)}</span>
            </Button>
          </li>
        ))}
      </ul>
      <Button variant="ghost" onClick={() => dismissedStore.set([...dismissed, text])}>
        {t('Not now')}
      </Button>
    </Card>
  )
}
