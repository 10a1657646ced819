import type { LucideIcon } from 'lucide-react'
import { cn } from '#web/lib/cn.ts'

export type Choice<Value extends string> = { value: Value; label: string; description: string; icon: LucideIcon }

export type ChoiceCardsProps<Value extends string> = {
  legend: string
  name: string
  choices: Choice<Value>[]
  value: Value | null
  onChange: (value: Value) => void
}

/** A radio group shown as large cards: the whole card is the target. */
export function ChoiceCards<Value extends string>({ legend, name, choices, value, onChange }: ChoiceCardsProps<Value>) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-3 text-2xl font-bold">{legend}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        {choices.map((choice) => {
          const Icon = choice.icon
          const checked = value === choice.value
          return (
            <label
              key={choice.value}
              className={cn(
                'flex cursor-pointer items-start gap-4 rounded-2xl border-2 p-5 has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
                checked ? 'border-primary bg-tint' : 'border-border bg-surface',
              )}
            >
              <input
                type="radio"
                name={name}
                value={choice.value}
                checked={checked}
                onChange={() => onChange(choice.value)}
                className="mt-1 size-6 shrink-0 accent-[var(--color-primary)]"
              />
              <span className="min-w-0 [overflow-wrap:anywhere]">
                <span className="flex items-center gap-2 text-xl font-bold">
                  <Icon aria-hidden className="size-7 text-primary" />
                  {choice.label}
                </span>
                <span className="mt-1 block text-ink-soft">{choice.description}</span>
              </span>
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
