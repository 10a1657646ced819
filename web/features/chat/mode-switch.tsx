import { Keyboard, Mic } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { cn } from '#web/lib/cn.ts'

/** How the person talks to Sage: typing, or speaking. */
export type ChatMode = 'text' | 'voice'

export type ModeSwitchProps = { mode: ChatMode; onChange: (mode: ChatMode) => void }

/** The text/voice switch: two labelled buttons, the chosen one pressed. */
export function ModeSwitch({ mode, onChange }: ModeSwitchProps) {
  const { t } = useTranslation()
  const options = [
    { value: 'text' as const, label: t('Text'), Icon: Keyboard },
    { value: 'voice' as const, label: t('Voice'), Icon: Mic },
  ]
  return (
    <div
      role="group"
      aria-label={t('How to talk to Sage')}
      className="inline-flex rounded-xl border-2 border-primary p-1 max-sm:flex max-sm:w-full"
    >
      {options.map(({ value, label, Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={mode === value}
          onClick={() => onChange(value)}
          className={cn(
            'inline-flex min-h-[calc(var(--spacing-target)-0.5rem)] items-center justify-center gap-2 rounded-lg px-4 text-lg font-semibold max-sm:flex-1',
            mode === value ? 'bg-primary text-primary-ink' : 'text-primary hover:bg-tint',
          )}
        >
          <Icon aria-hidden className="size-5" />
          {label}
        </button>
      ))}
    </div>
  )
}
