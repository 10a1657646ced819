import { Send } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '#web/components/ui/button.tsx'
import { toast } from '#web/components/ui/toast.ts'
import { sameEmail } from '#shared/family/link.ts'
import { useLocalStore } from '#web/lib/local-store.ts'
import { familyErrorMessage, useFamilyChanges } from './api.ts'
import { familyOffer } from './family-offer.ts'
import { useFamilyLinks } from './looking-after.tsx'

/**
 * On the home screen of a family member who named the senior they look after when signing up:
 * an offer to invite that senior to link with them, until it is sent or put off ("Not now": the
 * invitation can still be sent from Settings > Family), or the two are already linked.
 */
export function InviteOffer() {
  const { t } = useTranslation()
  const offer = useLocalStore(familyOffer)
  const { links, loaded } = useFamilyLinks()
  const { invite } = useFamilyChanges()
  if (!offer || !loaded) return null
  const { email } = offer
  // Already invited, or linked: nothing to offer.
  if (links.some((link) => sameEmail(link.other.email, email))) return null
  const name = offer.name || email
  const send = () =>
    invite.mutate(
      { email, invitee: 'person' },
      {
        onSuccess: () => {
          familyOffer.set(null)
          toast.success(t('Invitation sent to {{name}}.', { name }))
        },
        onError: (error) => toast.error(familyErrorMessage(t, error)),
      },
    )
  return (
    <div
      role="region"
      aria-label={t('Link with {{name}}', { name })}
      className="flex flex-col gap-2 rounded-xl border-2 border-primary bg-tint px-4 py-3"
    >
      <p className="[overflow-wrap:anywhere]">
        <span className="block text-lg font-semibold">{t('Invite {{name}} to link with you?', { name })}</span>
        <span className="block text-ink-soft">
          {t('Sage will e-mail {{email}}. {{name}} chooses what you can see.', { name, email })}
        </span>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={send} disabled={invite.isPending}>
          <Send aria-hidden />
          {invite.isPending ? t('Sending…') : t('Send invitation')}
        </Button>
        <Button variant="ghost" className="px-3" onClick={() => familyOffer.set(null)}>
          {t('Not now')}
        </Button>
      </div>
    </div>
  )
}
