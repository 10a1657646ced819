import { zodResolver } from '@hookform/resolvers/zod'
import type { TFunction } from 'i18next'
import { type BaseSyntheticEvent, useState } from 'react'
import {
  type DefaultValues,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  useForm,
  useFormContext,
} from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { Field } from '#web/components/ui/field.tsx'

/** The fields the account forms share, named alike in every schema of shared/schemas/account.ts. */
type AccountField = 'email' | 'current' | 'password' | 'confirm' | 'agreed'
const fieldOrder: readonly AccountField[] = ['email', 'current', 'password', 'confirm', 'agreed']

/**
 * What an account form says when the shared rules refuse a field, in the person's language (the
 * rules' own words are English). `mismatch` is what the confirmation says when it differs.
 */
function accountProblem(t: TFunction, field: AccountField, code: string | undefined, mismatch: string): string {
  if (field === 'email') return t('Please enter a valid email address.')
  if (field === 'confirm') return mismatch
  if (field === 'agreed') return t('You must agree to the Terms of Service and Privacy Policy')
  if (field === 'password' && code === 'too_small') return t('Password must be at least 6 characters long')
  if (code === 'too_big') return t('This is too long. Please make it shorter.')
  return t('Please fill this in.')
}

/**
 * An account form (sign-in, sign-up, a reset, a password change) on react-hook-form with its
 * schema from shared/schemas/account.ts, so the browser refuses what the server would. The first
 * refused field is said above the form, where the person is looking, and gets the focus; `work`
 * runs with the checked values and returns a problem to say there, or nothing when all went well.
 * What was typed stays either way.
 */
export function useAccountForm<Schema extends z.ZodType<FieldValues, FieldValues>>(options: {
  schema: Schema
  defaultValues: DefaultValues<z.input<Schema>>
  work: (values: z.output<Schema>) => Promise<string | undefined> | string | undefined
  /** What a confirmation that differs says (the password change says "New passwords do not match"). */
  mismatch?: string
}) {
  const { t } = useTranslation()
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    // zodResolver's types want a concrete schema; what it gives back is the schema's output.
    resolver: zodResolver(options.schema as never) as unknown as Resolver<z.input<Schema>, unknown, z.output<Schema>>,
    defaultValues: options.defaultValues,
  })
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const refused = (errors: FieldErrors) => {
    const field = fieldOrder.find((name) => errors[name])
    if (!field) return
    const code = (errors[field] as FieldError | undefined)?.type
    setError(accountProblem(t, field, code, options.mismatch ?? t('Passwords do not match')))
  }
  const submit = form.handleSubmit(async (values) => {
    setError('')
    setBusy(true)
    try {
      const problem = await options.work(values)
      if (problem) setError(problem)
    } finally {
      setBusy(false)
    }
  }, refused)
  return { form, busy, error, onSubmit: (event: BaseSyntheticEvent) => void submit(event) }
}

/** The e-mail field of the account forms, registered in the form around it. */
export function EmailField() {
  const { t } = useTranslation()
  const { register, formState } = useFormContext<{ email: string }>()
  return (
    <Field
      label={t('Email')}
      type="email"
      autoComplete="email"
      aria-invalid={Boolean(formState.errors.email)}
      {...register('email')}
    />
  )
}

/** A new password typed twice, with the rule said under the first box. */
export function NewPasswordFields({ labels }: { labels: { password: string; confirm: string } }) {
  const { t } = useTranslation()
  const { register, formState } = useFormContext<{ password: string; confirm: string }>()
  return (
    <>
      <Field
        label={labels.password}
        type="password"
        autoComplete="new-password"
        hint={t('At least 6 characters. Avoid common passwords.')}
        aria-invalid={Boolean(formState.errors.password)}
        {...register('password')}
      />
      <Field
        label={labels.confirm}
        type="password"
        autoComplete="new-password"
        aria-invalid={Boolean(formState.errors.confirm)}
        {...register('confirm')}
      />
    </>
  )
}
