import { ImageOff } from 'lucide-react'
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '#web/components/ui/toast.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { FormActions } from '#web/components/ui/form-actions.tsx'
import { Dialog } from '#web/components/ui/dialog.tsx'
import { Field, inputClass } from '#web/components/ui/field.tsx'
import { cn } from '#web/lib/cn.ts'
import { MAX_PHOTO_BYTES } from '#shared/limits.ts'
import { type PhotoInput, uploadErrorMessage } from './api.ts'

/** Uploads smaller than this finish too fast for a progress bar to help. */
const SHOW_PROGRESS_FROM_BYTES = 1024 * 1024

export type UploadPhotoDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Saves the new photo (on the server or in this browser). */
  upload: (input: PhotoInput) => Promise<unknown>
}

/** Add a photo (product.md 2): choose a file, see it, add a caption if wished, save. */
export function UploadPhotoDialog({ open, onOpenChange, upload }: UploadPhotoDialogProps) {
  const { t } = useTranslation()
  // The form lives only while the dialog is open, so each opening starts empty.
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('Upload Photo')}>
      <UploadForm upload={upload} onDone={() => onOpenChange(false)} />
    </Dialog>
  )
}

type UploadFormProps = { upload: UploadPhotoDialogProps['upload']; onDone: () => void }

function UploadForm({ upload, onDone }: UploadFormProps) {
  const { t } = useTranslation()
  const fileId = useId()
  const [file, setFile] = useState<File | null>(null)
  const [preview, setPreview] = useState<string | null>(null)
  const [previewFailed, setPreviewFailed] = useState(false)
  const [caption, setCaption] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [percent, setPercent] = useState<number | null>(null)
  const running = useRef<AbortController | null>(null)
  const busy = percent !== null
  const tooLarge = t('This photo is too large. Photos can be up to 20 MB.')

  // Gives back the preview's memory when another file is chosen or the dialog closes.
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview])
  // Closing the dialog (Cancel, Escape, Close) stops an upload under way.
  useEffect(() => () => running.current?.abort(), [])

  const handleChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null
    setFile(chosen)
    setPreview(chosen ? URL.createObjectURL(chosen) : null)
    setPreviewFailed(false)
    setError(chosen && chosen.size > MAX_PHOTO_BYTES ? tooLarge : null)
  }

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (!file) return setError(t('Please choose a photo first.'))
    // Checked here too, so nothing is sent for a photo the server would refuse.
    if (file.size > MAX_PHOTO_BYTES) return setError(tooLarge)
    setError(null)
    setPercent(0)
    const controller = new AbortController()
    running.current = controller
    try {
      await upload({ file, caption, onProgress: setPercent, signal: controller.signal })
      running.current = null
      toast.success(t('Photo saved'))
      onDone()
    } catch (failure) {
      if (controller.signal.aborted) return
      // The chosen photo and caption stay, so trying again is one press.
      setError(uploadErrorMessage(t, failure))
    } finally {
      setPercent(null)
    }
  }

  return (
    <form onSubmit={(event) => void handleSubmit(event)} className="space-y-5" noValidate>
      <div className="space-y-1">
        <label htmlFor={fileId} className="block font-semibold">
          {t('Choose a photo')}
        </label>
        <p id={`${fileId}-hint`} className="text-ink-soft">
          {t('JPEG, PNG, WebP or HEIC, up to 20 MB.')}
        </p>
        <input
          id={fileId}
          type="file"
          accept="image/*"
          aria-describedby={`${fileId}-hint`}
          onChange={handleChoose}
          disabled={busy}
          className={cn(
            inputClass,
            'cursor-pointer file:mr-4 file:min-h-target file:cursor-pointer file:rounded-lg file:border-0 file:bg-primary file:px-4 file:font-semibold file:text-primary-ink',
          )}
        />
      </div>
      {preview ? (
        previewFailed ? (
          <p className="flex items-center gap-3 rounded-xl bg-tint p-4">
            <ImageOff aria-hidden className="size-6 shrink-0 text-primary" />
            {t('This browser cannot show a preview of this photo, but it can still be saved.')}
          </p>
        ) : (
          <img
            src={preview}
            alt={t('Preview of the chosen photo')}
            onError={() => setPreviewFailed(true)}
            className="max-h-72 w-full rounded-xl bg-tint object-contain"
          />
        )
      ) : null}
      <Field
        label={t('Caption (optional)')}
        maxLength={500}
        value={caption}
        onChange={(event) => setCaption(event.target.value)}
        disabled={busy}
      />
      {error ? <Alert tone="error">{error}</Alert> : null}
      {busy && file && file.size > SHOW_PROGRESS_FROM_BYTES ? <UploadProgress percent={percent} /> : null}
      <FormActions onCancel={onDone} busy={busy} />
    </form>
  )
}

function UploadProgress({ percent }: { percent: number }) {
  const { t } = useTranslation()
  return (
    <div className="space-y-2">
      <p className="text-lg font-semibold">{t('Uploading… {{percent}}%', { percent })}</p>
      <div
        role="progressbar"
        aria-label={t('Upload progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-4 w-full overflow-hidden rounded-full border-2 border-primary bg-surface"
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  )
}
