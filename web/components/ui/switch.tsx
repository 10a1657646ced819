import { Switch as SwitchPrimitive } from 'radix-ui'
import { useId } from 'react'

export type SwitchRowProps = {
  label: string
  description?: string
  checked: boolean
  onCheckedChange: (checked: boolean) => void
}

/** A labelled on/off switch on a whole row, so the label is part of the target. */
export function SwitchRow({ label, description, checked, onCheckedChange }: SwitchRowProps) {
  const id = useId()
  return (
    <div className="flex min-h-target items-center justify-between gap-4 py-2">
      <label htmlFor={id} className="flex-1 cursor-pointer">
        <span className="block font-semibold">{label}</span>
        {description ? <span className="block text-ink-soft">{description}</span> : null}
      </label>
      <SwitchPrimitive.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        className="relative inline-flex h-9 w-16 shrink-0 cursor-pointer items-center rounded-full border-2 border-ink-soft bg-border transition-colors data-[state=checked]:border-primary data-[state=checked]:bg-primary"
      >
        <SwitchPrimitive.Thumb className="block size-6 translate-x-1 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-8" />
      </SwitchPrimitive.Root>
    </div>
  )
}
