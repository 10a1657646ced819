import { Sparkles } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Card } from '#web/components/ui/card.tsx'
import { SimplePage, type SimplePageProps } from './simple-page.tsx'

export type ComingSoonPageProps = Omit<SimplePageProps, 'children'>

/** A screen whose content is still being built: title, Back, and a plain note. */
export function ComingSoonPage(props: ComingSoonPageProps) {
  const { t } = useTranslation()
  return (
    <SimplePage {...props}>
      <Card className="flex items-start gap-4">
        <Sparkles aria-hidden className="mt-1 size-7 shrink-0 text-primary" />
        <p className="text-lg">{t('This part of Sage is coming soon. Thank you for your patience.')}</p>
      </Card>
    </SimplePage>
  )
}
