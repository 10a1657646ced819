import { useEffect } from 'react'
import { Send } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { defaultChatLanguage, toChatLanguage } from '#shared/chat/chat-languages.ts'
import { safetyWords } from '#shared/safety/replies.ts'
import { Button } from '#web/components/ui/button.tsx'
import { type FamilyAlert, useAlertGroup, useTellNow } from './api.ts'

export type FamilyAlertPanelProps = {
  alert: FamilyAlert
  /** The emergency reply's language, for the "I'm fine" the person sends. */
  language?: string | null
  /** Sends a message for the person ("I'm fine"). */
  onSay: (text: string) => void
}

/**
 * Under an emergency reply: who Sage will tell and when, "Tell them now" and "I'm fine" while the
 * alerts wait, then that the family was told (or was not, once the person said they were fine).
 */
export function FamilyAlertPanel({ alert, language, onSay }: FamilyAlertPanelProps) {
  const { t, i18n } = useTranslation()
  const alerts = useAlertGroup(alert.groupId)
  const tellNow = useTellNow(alert.groupId)
  const names = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(alert.names)
  const time = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { hour: 'numeric', minute: '2-digit' }).format(new Date(iso))
  const statuses = alerts.data ?? []
  const sent = statuses.filter((item) => item.status === 'sent')
  const waiting =
    statuses.length === 0 || statuses.some((item) => item.status === 'scheduled' || item.status === 'sending')
  const cancelled = statuses.length > 0 && statuses.every((item) => item.status === 'cancelled')
  const { mutate: send } = tellNow
  // The page counts the wait down by its own clock and sends when it ends, so the person sees at
  // once that their family was told; the server sends at the same time when no page is open.
  useEffect(() => {
    if (!waiting || alert.sendAt === undefined) return
    const timer = setTimeout(() => send(), Math.max(0, alert.sendAt - Date.now()))
    return () => clearTimeout(timer)
  }, [waiting, alert.sendAt, send])
  const fine = safetyWords[toChatLanguage(language) ?? defaultChatLanguage].imFine

  return (
    <div className="mt-2 space-y-3 rounded-xl border-2 border-danger bg-surface p-4">
      <p role="status" className="text-lg font-semibold">
        {cancelled
          ? t('Sage did not tell {{names}}.', { names })
          : sent.length && !waiting
            ? t('Sage told {{names}} at {{time}}.', { names, time: time(sent[0]!.sentAt ?? alert.dueAt) })
            : t('Sage will tell {{names}} at {{time}} unless you say you are fine.', {
                names,
                time: time(alert.dueAt),
              })}
      </p>
      {waiting ? (
        <div className="flex flex-wrap gap-3">
          <Button variant="danger" size="large" disabled={tellNow.isPending} onClick={() => tellNow.mutate()}>
            <Send aria-hidden />
            {t('Tell {{names}} now', { names })}
          </Button>
          <Button variant="outline" size="large" onClick={() => onSay(fine)}>
            {fine}
          </Button>
        </div>
      ) : null}
      {tellNow.isError ? <p className="text-danger">{t('Sage could not send it. Please call them.')}</p> : null}
    </div>
  )
}
