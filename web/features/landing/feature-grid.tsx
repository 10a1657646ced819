import type { LucideIcon } from 'lucide-react'
import { Card } from '#web/components/ui/card.tsx'

export type Feature = { icon: LucideIcon; title: string; text: string }
export type FeatureGridProps = { features: Feature[] }

/** Cards of features, each with an icon, a title and a sentence. */
export function FeatureGrid({ features }: FeatureGridProps) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {features.map(({ icon: Icon, title, text }) => (
        <li key={title}>
          <Card className="h-full">
            <Icon aria-hidden className="size-10 text-primary" />
            <h3 className="mt-3 text-xl font-bold">{title}</h3>
            <p className="mt-2 text-ink-soft">{text}</p>
          </Card>
        </li>
      ))}
    </ul>
  )
}
