import { type ComponentProps, useId } from 'react'
import { cn } from '#web/lib/cn.ts'
import { inputClass } from './field.tsx'

export type SelectFieldProps = ComponentProps<'select'> & {
  label: string
  options: { value: string; label: string }[]
  error?: string
}

/** A labelled drop-down list, as large as the text fields. */
export function SelectField({ label, options, error, className, id, ...props }: SelectFieldProps) {
  const generated = useId()
  const selectId = id ?? generated
  return (
    <div className={cn('space-y-1', className)}>
      <label htmlFor={selectId} className="block font-semibold">
        {label}
      </label>
      <select
        id={selectId}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${selectId}-error` : undefined}
        className={inputClass}
        {...props}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${selectId}-error`} className="font-semibold text-danger">
          {error}
        </p>
      ) : null}
    </div>
  )
}
