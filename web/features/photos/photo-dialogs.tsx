import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '#web/components/ui/toast.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { FormActions } from '#web/components/ui/form-actions.tsx'
import { Dialog } from '#web/components/ui/dialog.tsx'
import { Field } from '#web/components/ui/field.tsx'
import { type Photo, changeErrorMessage, photoAlt } from './api.ts'

export type EditCaptionDialogProps = {
  /** The photo being changed; null when the dialog is closed. */
  photo: Photo | null
  onClose: () => void
  save: (photo: Photo, caption: string) => Promise<unknown>
}

/** Change a photo's caption (product.md 2): only the caption, nothing else. */
export function EditCaptionDialog({ photo, onClose, save }: EditCaptionDialogProps) {
  const { t } = useTranslation()
  return (
    <Dialog open={photo !== null} onOpenChange={(open) => !open && onClose()} title={t('Edit Caption')}>
      {photo ? <CaptionForm key={photo.id} photo={photo} save={save} onDone={onClose} /> : null}
    </Dialog>
  )
}

type CaptionFormProps = { photo: Photo; save: EditCaptionDialogProps['save']; onDone: () => void }

function CaptionForm({ photo, save, onDone }: CaptionFormProps) {
  const { t } = useTranslation()
  const [caption, setCaption] = useState(photo.caption)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setError(null)
    try {
      await save(photo, caption)
      toast.success(t('Caption saved'))
      onDone()
    } catch (failure) {
      // What was typed stays, so the person can simply try again.
      setError(changeErrorMessage(t, failure, t('The caption could not be saved. Please try again.')))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={(event) => void handleSubmit(event)} className="space-y-5" noValidate>
      <img src={photo.thumb} alt={photoAlt(t, photo)} className="max-h-48 rounded-xl bg-tint object-contain" />
      <Field
        label={t('Caption')}
        hint={t('Leave it empty for no caption.')}
        maxLength={500}
        value={caption}
        onChange={(event) => setCaption(event.target.value)}
        disabled={busy}
      />
      {error ? <Alert tone="error">{error}</Alert> : null}
      <FormActions onCancel={onDone} busy={busy} />
    </form>
  )
}

export type PhotoViewDialogProps = { photo: Photo | null; onClose: () => void }

/** One photo, large, with its caption and date. */
export function PhotoViewDialog({ photo, onClose }: PhotoViewDialogProps) {
  const { t } = useTranslation()
  return (
    <Dialog
      open={photo !== null}
      onOpenChange={(open) => !open && onClose()}
      title={photo ? t('Photo from {{date}}', { date: photo.date }) : ''}
    >
      {photo ? (
        <figure className="space-y-3">
          <img
            src={photo.src}
            alt={photoAlt(t, photo)}
            width={photo.width ?? undefined}
            height={photo.height ?? undefined}
            className="max-h-[65dvh] w-full rounded-xl bg-tint object-contain"
          />
          <figcaption className={photo.caption ? 'text-xl' : 'text-lg text-ink-soft'}>
            {photo.caption || t('No caption')}
          </figcaption>
          {photo.story ? (
            <p className="text-lg">
              <span className="font-semibold">{t('What you told Sage:')}</span> {photo.story}
            </p>
          ) : null}
        </figure>
      ) : null}
      <div className="mt-5 flex justify-end">
        <Button variant="outline" onClick={onClose}>
          {t('Close')}
        </Button>
      </div>
    </Dialog>
  )
}
