import { useTranslation } from 'react-i18next'
import { type TextSize, textSizes } from '#shared/settings/display.ts'
import { SimplePage } from '#web/components/layout/simple-page.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { SwitchRow } from '#web/components/ui/switch.tsx'
import { cn } from '#web/lib/cn.ts'
import { useLocalStore } from '#web/lib/local-store.ts'
import { useSession } from '#web/features/auth/api.ts'
import { displaySettingsStore } from './display-settings.ts'
import { updateSettings } from './api.ts'

/** Sound & Display: text size, high contrast and large buttons, saved and applied at once. */
export function SoundDisplayPage() {
  const { t } = useTranslation()
  const settings = useLocalStore(displaySettingsStore)
  const signedIn = Boolean(useSession().data)
  const update = (patch: Partial<typeof settings>) => updateSettings('display', { ...settings, ...patch }, signedIn)
  const sizeLabels: Record<TextSize, string> = { Small: t('Small'), Medium: t('Medium'), Large: t('Large') }

  return (
    <SimplePage title={t('Sound & Display')} back={{ to: '/user-settings', label: t('Back') }}>
      <div className="space-y-6">
        <Card>
          <fieldset className="min-w-0">
            <legend className="text-2xl font-bold">{t('Text Size')}</legend>
            <p className="mt-1 text-ink-soft">{t('Changes apply right away, on every screen.')}</p>
            <div className="mt-4 grid gap-3 sm:grid-cols-3">
              {textSizes.map((size) => (
                <label
                  key={size}
                  className={cn(
                    'flex min-h-target cursor-pointer items-center gap-3 rounded-xl border-2 px-4 py-3 font-semibold',
                    settings.textSize === size ? 'border-primary bg-tint' : 'border-border',
                  )}
                >
                  <input
                    type="radio"
                    name="text-size"
                    value={size}
                    checked={settings.textSize === size}
                    onChange={() => update({ textSize: size })}
                    className="size-6 accent-[var(--color-primary)]"
                  />
                  {sizeLabels[size]}
                </label>
              ))}
            </div>
          </fieldset>
        </Card>
        <Card>
          <h2 className="mb-2 text-2xl font-bold">{t('Display')}</h2>
          <SwitchRow
            label={t('High contrast')}
            description={t('Black text on white with stronger outlines.')}
            checked={settings.highContrast}
            onCheckedChange={(highContrast) => update({ highContrast })}
          />
          <SwitchRow
            label={t('Large buttons')}
            description={t('Makes every button and control bigger and easier to tap.')}
            checked={settings.largeButtons}
            onCheckedChange={(largeButtons) => update({ largeButtons })}
          />
        </Card>
      </div>
    </SimplePage>
  )
}
