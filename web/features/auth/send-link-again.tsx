import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { resendVerification } from './api.ts'

/**
 * "Send the link again", for an account whose confirmation mail did not come (a mail server was
 * down, the mail went to spam). The server allows a few a minute.
 */
export function SendLinkAgain({ email }: { email: string }) {
  const { t } = useTranslation()
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'too-many' | 'failed'>('idle')
  const send = async () => {
    setState('sending')
    const result = await resendVerification(email)
    setState(result.ok ? 'sent' : result.failure.status === 429 ? 'too-many' : 'failed')
  }
  return (
    <div className="space-y-3">
      <p>{t('No e-mail from Sage? Check your spam folder, or ask for the link again.')}</p>
      <Button
        type="button"
        variant="outline"
        size="large"
        className="w-full"
        disabled={state === 'sending'}
        onClick={() => void send()}
      >
        {state === 'sending' ? t('Sending…') : t('Send the link again')}
      </Button>
      <div role="status">
        {state === 'sent' ? <Alert tone="success">{t('We sent a new link to {{email}}.', { email })}</Alert> : null}
        {state === 'too-many' ? <Alert tone="error">{t('Too many attempts, please wait a minute')}</Alert> : null}
        {state === 'failed' ? (
          <Alert tone="error">{t('Sage could not send the link. Please try again in a few minutes.')}</Alert>
        ) : null}
      </div>
    </div>
  )
}
