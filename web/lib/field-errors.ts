import type { TFunction } from 'i18next'
import { ApiError } from './api.ts'

/** A field the server refused, and what to say at it in the person's language. */
export type ServerFieldError = { field: string; message: string }

/**
 * What the server said is wrong with one field, for a form to show at that field in the person's
 * language (the server's own words are English, for developers). `messages` gives a form's own words
 * for its fields ("Please choose a date between 1900 and 2100."); other fields get a general one.
 * Null when the error names no field: the form then says the save failed.
 */
export function serverFieldError(
  error: unknown,
  t: TFunction,
  messages: Partial<Record<string, string>> = {},
): ServerFieldError | null {
  if (!(error instanceof ApiError) || !error.fieldError) return null
  const { field, problem } = error.fieldError
  const general: Record<string, string> = {
    required: t('Please fill this in.'),
    too_long: t('This is too long. Please make it shorter.'),
    choose: t('Please choose one of the options.'),
    invalid: t('This does not look right. Please check it.'),
  }
  return { field, message: messages[field] ?? general[problem] ?? general.invalid! }
}
