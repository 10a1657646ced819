import { CircleCheck, CircleX } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { ButtonLink } from '#web/components/ui/button.tsx'
import { AuthCard } from './auth-card.tsx'

// A link's token or code works once: it is sent once even when React runs an effect twice.
const sent = new Map<string, Promise<unknown>>()

/**
 * Follows a one-use link: runs `send` once for `key` (a token or a code, named with its kind) and
 * gives its result, or null until it comes.
 */
export function useOneUseLink<T>(key: string, send: () => Promise<T>): T | null {
  const [result, setResult] = useState<{ key: string; value: T } | null>(null)
  const latestSend = useRef(send)
  useEffect(() => {
    latestSend.current = send
  })
  useEffect(() => {
    let current = true
    if (!sent.has(key)) sent.set(key, latestSend.current())
    void (sent.get(key) as Promise<T>).then((value) => current && setResult({ key, value }))
    return () => {
      current = false
    }
  }, [key])
  return result?.key === key ? result.value : null
}

export type LinkOutcomeProps = {
  ok: boolean
  title: string
  message: string
  /** One way on, for a link that failed. */
  action?: { to: string; label: string }
}

/**
 * What came of a link: a tick and what happens next (read out politely), or a cross, why (read out
 * at once) and one way on.
 */
export function LinkOutcome({ ok, title, message, action }: LinkOutcomeProps) {
  const Icon = ok ? CircleCheck : CircleX
  return (
    <AuthCard title={title}>
      <Icon aria-hidden className={ok ? 'size-14 text-primary' : 'size-14 text-danger'} />
      <p role={ok ? 'status' : 'alert'} className="text-lg">
        {message}
      </p>
      {action ? (
        <ButtonLink to={action.to} size="large" className="w-full">
          {action.label}
        </ButtonLink>
      ) : null}
    </AuthCard>
  )
}
