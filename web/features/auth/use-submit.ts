import { type FormEvent, useState } from 'react'

/**
 * A form's submit: `busy` while the work runs, and the problem it returns (a message for the
 * person) as `error`. The work returns nothing when all went well; what was typed stays either way.
 */
export function useSubmit(work: () => Promise<string | undefined> | string | undefined) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setError('')
    setBusy(true)
    try {
      const problem = await work()
      if (problem) setError(problem)
    } finally {
      setBusy(false)
    }
  }
  return { busy, error, onSubmit: (event: FormEvent) => void onSubmit(event) }
}
