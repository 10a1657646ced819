import type { ReactNode } from 'react'
import { SimplePage } from '#web/components/layout/simple-page.tsx'
import { Card } from '#web/components/ui/card.tsx'

export type AuthCardProps = {
  title: string
  back?: { to: string; label: string }
  /** A line under the title, such as the account type. */
  subtitle?: ReactNode
  children: ReactNode
}

/** The frame of the sign-in, sign-up and password screens: one narrow card, easy to follow. */
export function AuthCard({ title, back, subtitle, children }: AuthCardProps) {
  return (
    <SimplePage title={title} back={back} narrow>
      {subtitle ? <div className="mb-4">{subtitle}</div> : null}
      <Card className="space-y-5">{children}</Card>
    </SimplePage>
  )
}
