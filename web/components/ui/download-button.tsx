import { type ReactNode, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, type ButtonStyleProps } from './button.tsx'

/** The file name a response gives in its Content-Disposition header, if it gives one. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1]
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim())
    } catch {
      // Not a valid encoding: fall back on the plain name.
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1]?.trim() ?? null
}

export type DownloadButtonProps = ButtonStyleProps & {
  /** Where the server makes the file. */
  href: string
  /** The file's name when the server does not give one. */
  fileName: string
  children: ReactNode
  className?: string
}

/**
 * A button that saves a file the server makes (a PDF, a zip). It fetches the file first, so that
 * when the server cannot make it the person reads why, in their language, instead of finding an
 * error saved as the file (which a plain download link would do).
 */
export function DownloadButton({ href, fileName, children, variant, size, className }: DownloadButtonProps) {
  const { t } = useTranslation()
  const [state, setState] = useState<'idle' | 'working' | 'failed'>('idle')
  const failedId = useId()
  const download = async () => {
    setState('working')
    try {
      const response = await fetch(href, { credentials: 'same-origin' })
      if (!response.ok) throw new Error(`the server answered ${response.status}`)
      const url = URL.createObjectURL(await response.blob())
      const link = document.createElement('a')
      link.href = url
      link.download = fileNameOf(response.headers.get('content-disposition')) ?? fileName
      document.body.append(link)
      link.click()
      link.remove()
      // The browser has the file once the click is handled; the address is let go a little later.
      setTimeout(() => URL.revokeObjectURL(url), 60_000)
      setState('idle')
    } catch {
      setState('failed')
    }
  }
  return (
    <>
      <Button
        variant={variant}
        size={size}
        className={className}
        onClick={() => void download()}
        disabled={state === 'working'}
        aria-describedby={state === 'failed' ? failedId : undefined}
      >
        {children}
      </Button>
      {state === 'working' ? (
        <p role="status" className="basis-full text-lg">
          {t('Getting the file ready…')}
        </p>
      ) : null}
      {state === 'failed' ? (
        <p id={failedId} role="alert" className="basis-full text-lg font-semibold text-danger">
          {t('The file could not be downloaded. Please try again in a moment.')}
        </p>
      ) : null}
    </>
  )
}
