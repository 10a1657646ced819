import { Eye, EyeOff } from 'lucide-react'
import { type ComponentProps, type ReactNode, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '#web/lib/cn.ts'

export type FieldProps = ComponentProps<'input'> & {
  label: string
  /** A short help text under the label, read with the field. */
  hint?: ReactNode
  /** The problem with what was typed, shown in red and read with the field. */
  error?: string
  /** Marks the field required in its label (with a visible word, not only a star). */
  markRequired?: boolean
}

export const inputClass =
  'block w-full min-h-target rounded-xl border-2 border-ink-soft bg-surface px-4 py-2 text-lg text-ink placeholder:text-ink-soft/70 aria-[invalid=true]:border-danger'

/** A labelled text input with its hint and error wired for screen readers. */
export function Field({ label, hint, error, markRequired, className, id, ...props }: FieldProps) {
  const { t } = useTranslation()
  const generated = useId()
  const inputId = id ?? generated
  const hintId = `${inputId}-hint`
  const errorId = `${inputId}-error`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={cn('space-y-1', className)}>
      <label htmlFor={inputId} className="block font-semibold">
        {label}
        {markRequired ? <span className="ml-2 font-normal text-ink-soft">{t('(required)')}</span> : null}
      </label>
      {hint ? (
        <p id={hintId} className="text-ink-soft">
          {hint}
        </p>
      ) : null}
      {props.type === 'password' ? (
        <PasswordInput id={inputId} aria-describedby={describedBy} aria-invalid={Boolean(error)} {...props} />
      ) : (
        <input
          id={inputId}
          aria-describedby={describedBy}
          aria-invalid={Boolean(error)}
          aria-required={markRequired || undefined}
          className={inputClass}
          {...props}
        />
      )}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  )
}

/** A field's error, shown under it and read with it (the field's aria-describedby names this id). */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="font-semibold text-danger">
      {children}
    </p>
  )
}

/** A password box with a Show/Hide button, so a shaky hand can check what it typed. */
function PasswordInput(props: ComponentProps<'input'>) {
  const { t } = useTranslation()
  const [visible, setVisible] = useState(false)
  return (
    <div className="flex gap-2">
      <input {...props} type={visible ? 'text' : 'password'} className={inputClass} />
      <button
        type="button"
        onClick={() => setVisible(!visible)}
        aria-pressed={visible}
        aria-label={visible ? t('Hide password') : t('Show password')}
        className="inline-flex min-h-target min-w-target shrink-0 items-center justify-center rounded-xl border-2 border-ink-soft bg-surface px-3 text-primary"
      >
        {visible ? <EyeOff aria-hidden className="size-6" /> : <Eye aria-hidden className="size-6" />}
      </button>
    </div>
  )
}
