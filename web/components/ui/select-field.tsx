import { type ComponentProps, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '#web/lib/cn.ts'
import { inputClass } from './field.tsx'

export type SelectFieldProps = ComponentProps<'select'> & {
  label: string
  options: { value: string; label: string }[]
  error?: string
  /** Marks the list required in its label, as Field does. */
  markRequired?: boolean
}

/** A labelled drop-down list, as large as the text fields. */
export function SelectField({ label, options, error, markRequired, className, id, ...props }: SelectFieldProps) {
  const { t } = useTranslation()
  const generated = useId()
  const selectId = id ?? generated
  return (
    <div className={cn('space-y-1', className)}>
      <label htmlFor={selectId} className="block font-semibold">
        {label}
        {markRequired ? <span className="ml-2 font-normal text-ink-soft">{t('(required)')}</span> : null}
      </label>
      <select
        id={selectId}
        aria-invalid={Boolean(error)}
        aria-required={markRequired || undefined}
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
