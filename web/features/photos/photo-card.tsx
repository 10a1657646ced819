import { ChevronLeft, ChevronRight, ImagePlus, Images, Pause, Play } from 'lucide-react'
import { type FocusEvent, useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, ButtonLink } from '#web/components/ui/button.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { useCollection } from '#web/lib/collection.ts'
import { cn } from '#web/lib/cn.ts'
import { PHOTOS_KEY, type Photo, photoAlt, photoBackends } from './api.ts'
import { useCarousel, useReducedMotion } from './use-carousel.ts'
import { AddedBy } from '#web/features/family/added-by.tsx'

/**
 * The home screen's photo card (product.md 2 and 4): one favourite photo at a time with its caption,
 * moving on by itself every 10 seconds with a gentle fade, and a way to the whole gallery.
 */
export function PhotoCard() {
  const { t } = useTranslation()
  const { list } = useCollection(PHOTOS_KEY, photoBackends)
  const headingId = useId()
  const photos = list.data ?? []
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)

  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
  }

  return (
    <Card
      aria-labelledby={headingId}
      role="region"
      className="flex flex-col gap-4"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={handleBlur}
    >
      <h2 id={headingId} className="text-2xl font-bold">
        {t('Favorite Photos')}
      </h2>
      {list.isPending ? (
        <Spinner label={t('Loading photos…')} className="min-h-48" />
      ) : !list.data ? (
        <p className="text-ink-soft">{t('Your photos could not be loaded right now.')}</p>
      ) : photos.length === 0 ? (
        <div className="flex flex-col items-center gap-3 py-6 text-center">
          <Images aria-hidden className="size-12 text-primary" />
          <p className="text-xl font-semibold">{t('No photos yet')}</p>
          <ButtonLink to="/photo-gallery">
            <ImagePlus aria-hidden />
            {t('Add Photos')}
          </ButtonLink>
        </div>
      ) : (
        <Slides
          photos={photos}
          held={hovered || focused}
          onNearEnd={() => {
            if (list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage()
          }}
        />
      )}
      <ButtonLink to="/photo-gallery" variant="outline" className="w-full">
        {t('View All Photos')}
      </ButtonLink>
    </Card>
  )
}

type SlidesProps = {
  photos: Photo[]
  /** The pointer is over the card or the keyboard is inside it: hold the current photo. */
  held: boolean
  /** The slideshow is two photos from the end of those read: read the next page, if any. */
  onNearEnd: () => void
}

function Slides({ photos, held, onNearEnd }: SlidesProps) {
  const { t } = useTranslation()
  const reducedMotion = useReducedMotion()
  const [stopped, setStopped] = useState(false)
  const carousel = useCarousel(photos.length, { paused: held || stopped, reducedMotion })
  const photo = photos[carousel.index]!
  const several = photos.length > 1
  // Photos are read a page at a time; the slideshow goes on through all of them.
  const nearEnd = carousel.index >= photos.length - 2
  useEffect(() => {
    if (nearEnd) onNearEnd()
  }, [nearEnd, onNearEnd])

  return (
    <div className="flex flex-col gap-3">
      {/* Changes are read out only when the person moves on, not every 10 seconds. */}
      <figure
        aria-live={carousel.autoAdvance ? 'off' : 'polite'}
        className={cn('transition-opacity duration-500', carousel.visible ? 'opacity-100' : 'opacity-0')}
      >
        <img
          src={photo.src}
          alt={photoAlt(t, photo)}
          className="aspect-[4/3] w-full rounded-xl bg-tint object-cover"
          decoding="async"
        />
        <figcaption className={cn('mt-2 text-lg', photo.caption ? 'font-semibold' : 'text-ink-soft')}>
          {photo.caption || t('No caption')}
          <AddedBy name={photo.addedBy} className="flex font-normal" />
        </figcaption>
        {several ? (
          <p className="text-ink-soft">
            {t('Photo {{number}} of {{count}}', { number: carousel.index + 1, count: photos.length })}
          </p>
        ) : null}
      </figure>
      {several ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Button variant="outline" size="large" onClick={carousel.previous}>
            <ChevronLeft aria-hidden />
            {t('Previous')}
          </Button>
          {reducedMotion ? null : (
            <Button variant="ghost" size="large" onClick={() => setStopped(!stopped)}>
              {stopped ? <Play aria-hidden /> : <Pause aria-hidden />}
              {stopped ? t('Play slideshow') : t('Pause slideshow')}
            </Button>
          )}
          <Button variant="outline" size="large" onClick={carousel.next}>
            {t('Next')}
            <ChevronRight aria-hidden />
          </Button>
        </div>
      ) : null}
    </div>
  )
}
