import { Camera, UserRound } from 'lucide-react'
import { type ChangeEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { STORAGE_PREFIX, readText, writeText } from '#web/lib/local-store.ts'

const SIZE = 256

/** The storage key of a person's profile photo in this browser (product.md 2: kept locally, per user). */
export const profilePhotoKey = (userId: string | undefined) => `${STORAGE_PREFIX}profile-photo:${userId ?? 'guest'}`

/** Shrinks a chosen picture to a small square JPEG data URL, so it fits in browser storage. */
async function toSmallPicture(file: File): Promise<string> {
  const bitmap = await createImageBitmap(file)
  const side = Math.min(bitmap.width, bitmap.height)
  const canvas = document.createElement('canvas')
  canvas.width = SIZE
  canvas.height = SIZE
  canvas
    .getContext('2d')
    ?.drawImage(bitmap, (bitmap.width - side) / 2, (bitmap.height - side) / 2, side, side, 0, 0, SIZE, SIZE)
  return canvas.toDataURL('image/jpeg', 0.85)
}

/** The person's picture, with a button to choose another; kept only in this browser. */
export function ProfilePhoto({ userId, name }: { userId?: string; name: string }) {
  const { t } = useTranslation()
  const key = profilePhotoKey(userId)
  const [picture, setPicture] = useState(() => readText(key))
  const [problem, setProblem] = useState('')

  const handleChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    if (!file) return
    try {
      const small = await toSmallPicture(file)
      writeText(key, small)
      setPicture(small)
      setProblem('')
    } catch {
      setProblem(t('That picture could not be used. Please choose a photo.'))
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-5">
      {picture ? (
        <img
          src={picture}
          alt={t('Profile photo of {{name}}', { name })}
          className="size-28 rounded-full object-cover"
        />
      ) : (
        <span className="flex size-28 items-center justify-center rounded-full bg-tint">
          <UserRound aria-hidden className="size-14 text-primary" />
        </span>
      )}
      <div className="space-y-1">
        <label className="inline-flex min-h-target cursor-pointer items-center gap-2 rounded-xl border-2 border-primary px-5 font-semibold text-primary has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-focus">
          <Camera aria-hidden className="size-6" />
          {picture ? t('Change photo') : t('Add a photo')}
          <input type="file" accept="image/*" className="sr-only" onChange={(event) => void handleChange(event)} />
        </label>
        <p className="text-ink-soft">{t('Kept on this device only.')}</p>
        {problem ? (
          <p role="alert" className="font-semibold text-danger">
            {problem}
          </p>
        ) : null}
      </div>
    </div>
  )
}
