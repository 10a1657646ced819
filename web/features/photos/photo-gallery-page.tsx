import { ImagePlus, Images, Pencil, Trash2, Upload } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '#web/components/ui/toast.ts'
import { SimplePage } from '#web/components/layout/simple-page.tsx'
import { LookingAfterBand, useBackLink } from '#web/features/family/looking-after-band.tsx'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx'
import { ShowMore } from '#web/components/ui/show-more.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { useCollection } from '#web/lib/collection.ts'
import { EditCaptionDialog, PhotoViewDialog } from './photo-dialogs.tsx'
import { PHOTOS_KEY, type Photo, changeErrorMessage, photoAlt, photoBackends } from './api.ts'
import { UploadPhotoDialog } from './upload-photo-dialog.tsx'
import { AddedBy } from '#web/features/family/added-by.tsx'

/** /photo-gallery (product.md 2): the person's favourite photos, to add, look at, caption and delete. */
export function PhotoGalleryPage() {
  const { t } = useTranslation()
  const { list, create, update, remove } = useCollection(PHOTOS_KEY, photoBackends)
  const [uploading, setUploading] = useState(false)
  const [viewing, setViewing] = useState<Photo | null>(null)
  const [editing, setEditing] = useState<Photo | null>(null)
  const [deleting, setDeleting] = useState<Photo | null>(null)
  const photos = list.data ?? []

  const handleDelete = async () => {
    if (!deleting) return
    try {
      await remove.mutateAsync(deleting.id)
      toast.success(t('Photo deleted'))
      setDeleting(null)
    } catch (error) {
      toast.error(changeErrorMessage(t, error, t('The photo could not be deleted. Please try again.')))
    }
  }

  const backLink = useBackLink({ to: '/homepage', label: t('Back to Chat') })
  return (
    <SimplePage title={t('Favorite Photos Gallery')} back={backLink}>
      <LookingAfterBand area="photos">
        <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
          <p className="text-ink-soft">{t('Your favourite photos, also shown on your home screen.')}</p>
          <Button size="large" onClick={() => setUploading(true)}>
            <Upload aria-hidden />
            {t('Upload Photo')}
          </Button>
        </div>
        {list.isPending ? (
          <Spinner label={t('Loading photos…')} className="py-16" />
        ) : !list.data ? (
          <Alert tone="error">
            <p>{t('Your photos could not be loaded right now.')}</p>
            <Button variant="outline" className="mt-3" onClick={() => void list.refetch()}>
              {t('Try again')}
            </Button>
          </Alert>
        ) : photos.length === 0 ? (
          <Card className="flex flex-col items-center gap-4 py-12 text-center sm:py-12">
            <Images aria-hidden className="size-16 text-primary" />
            <h2 className="text-2xl font-bold">{t('No photos yet')}</h2>
            <p className="text-ink-soft">{t('Add your favourite photos to see them here and on your home screen.')}</p>
            <Button size="large" onClick={() => setUploading(true)}>
              <ImagePlus aria-hidden />
              {t('Add Photos')}
            </Button>
          </Card>
        ) : (
          <div className="flex flex-col gap-6">
            <ul aria-label={t('Your photos')} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {photos.map((photo) => (
                <PhotoTile
                  key={photo.id}
                  photo={photo}
                  onView={() => setViewing(photo)}
                  onEdit={() => setEditing(photo)}
                  onDelete={() => setDeleting(photo)}
                />
              ))}
            </ul>
            <ShowMore
              pages={list}
              label={t('Show more photos')}
              loadingLabel={t('Loading more photos…')}
              failedLabel={t('More photos could not be loaded. Please try again.')}
            />
          </div>
        )}
        <UploadPhotoDialog open={uploading} onOpenChange={setUploading} upload={create.mutateAsync} />
        <EditCaptionDialog
          photo={editing}
          onClose={() => setEditing(null)}
          save={(photo, caption) => update.mutateAsync({ id: photo.id, input: { caption } })}
        />
        <PhotoViewDialog photo={viewing} onClose={() => setViewing(null)} />
        <ConfirmDialog
          open={deleting !== null}
          onOpenChange={(open) => !open && setDeleting(null)}
          title={t('Delete Photo')}
          description={<p>{t('Are you sure you want to delete this photo?')}</p>}
          cancelLabel={t('Cancel')}
          confirmLabel={remove.isPending ? t('Deleting…') : t('Delete')}
          busy={remove.isPending}
          tone="danger"
          onConfirm={() => void handleDelete()}
        />
      </LookingAfterBand>
    </SimplePage>
  )
}

type PhotoTileProps = { photo: Photo; onView: () => void; onEdit: () => void; onDelete: () => void }

/** One photo in the grid: press it to see it large; its caption, date and actions below. */
function PhotoTile({ photo, onView, onEdit, onDelete }: PhotoTileProps) {
  const { t } = useTranslation()
  const captionId = useId()
  return (
    <li>
      <Card className="flex h-full flex-col gap-3 p-3 sm:p-3">
        <button
          type="button"
          onClick={onView}
          aria-haspopup="dialog"
          className="block overflow-hidden rounded-xl bg-tint"
        >
          <img
            src={photo.thumb}
            alt={photoAlt(t, photo)}
            loading="lazy"
            decoding="async"
            className="aspect-square w-full object-cover transition-transform hover:scale-105"
          />
        </button>
        <div id={captionId} className="flex-1 px-1">
          <p className={photo.caption ? 'text-lg font-semibold break-words' : 'text-lg text-ink-soft'}>
            {photo.caption || t('No caption')}
          </p>
          <p className="text-ink-soft">{photo.date}</p>
          <AddedBy name={photo.addedBy} />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" className="flex-1" onClick={onEdit} aria-describedby={captionId}>
            <Pencil aria-hidden />
            {t('Edit Caption')}
          </Button>
          <Button variant="ghost" className="flex-1" onClick={onDelete} aria-describedby={captionId}>
            <Trash2 aria-hidden />
            {t('Delete')}
          </Button>
        </div>
      </Card>
    </li>
  )
}
