import { HeartHandshake } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { ButtonLink } from '#web/components/ui/button.tsx'
import { useFamilyLinks } from './looking-after.tsx'
import { invitationSentence, nameOf } from './api.ts'

/**
 * On the home screen: each family invitation waiting for the signed-in person, with the way to
 * answer it in Settings > Family. Nothing when none waits.
 */
export function InvitationBanner() {
  const { t } = useTranslation()
  const { links } = useFamilyLinks()
  const waiting = links.filter((link) => link.status === 'invited' && !link.invitedByMe)
  return waiting.map((link) => {
    const name = nameOf(link)
    return (
      <div
        key={link.id}
        role="region"
        aria-label={t('Invitation from {{name}}', { name })}
        className="flex flex-wrap items-center justify-between gap-3 rounded-xl border-2 border-primary bg-tint px-4 py-3"
      >
        <p className="flex items-center gap-3 text-lg font-semibold [overflow-wrap:anywhere]">
          <HeartHandshake aria-hidden className="size-7 shrink-0 text-primary" />
          {invitationSentence(t, link)}
        </p>
        <ButtonLink to="/family-settings" variant="outline">
          {t('See the invitation')}
        </ButtonLink>
      </div>
    )
  })
}
