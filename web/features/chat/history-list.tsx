import { useInfiniteQuery } from '@tanstack/react-query'
import type { TFunction } from 'i18next'
import { MessageSquare, Search, Trash2 } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '#web/components/ui/toast.ts'
import { relativeDay } from '#shared/chat/titles.ts'
import { Button } from '#web/components/ui/button.tsx'
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx'
import { ShowMore } from '#web/components/ui/show-more.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { cn } from '#web/lib/cn.ts'
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts'
import { type ChatSessionSummary, sessionsQuery } from './api.ts'
import { titleOf } from './title-of.ts'

export type HistoryListProps = {
  currentId: string | null
  /** Leaves out the chat on screen while nothing has been said in it. */
  hideCurrent: boolean
  onOpen: (session: ChatSessionSummary) => void
  onDelete: (id: string) => Promise<void>
}

/** How long typing must pause before History searches. */
const SEARCH_PAUSE_MS = 250

/**
 * The person's past chats, most recent first, a page at a time: search by title, open one, or
 * delete one after asking (product.md 2, 5).
 */
export function HistoryList({ currentId, hideCurrent, onOpen, onDelete }: HistoryListProps) {
  const { t, i18n } = useTranslation()
  const [search, setSearch] = useState('')
  const wanted = useDebouncedValue(search.trim(), SEARCH_PAUSE_MS)
  // Chats not yet named show as "New Conversation" in the person's language: searching for those
  // words finds them too.
  const untitled = wanted !== '' && t('New Conversation').toLowerCase().includes(wanted.toLowerCase())
  const sessions = useInfiniteQuery(sessionsQuery(wanted, untitled))
  const [deleting, setDeleting] = useState<ChatSessionSummary | null>(null)
  const [busy, setBusy] = useState(false)
  const searchId = useId()
  const shown = (sessions.data ?? []).filter((session) => !(hideCurrent && session.id === currentId))

  const handleConfirmDelete = async () => {
    if (!deleting) return
    setBusy(true)
    try {
      await onDelete(deleting.id)
      setDeleting(null)
    } catch {
      toast.error(t('The conversation could not be deleted. Please try again.'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="flex min-h-0 flex-col gap-4">
      <div className="relative">
        <label htmlFor={searchId} className="sr-only">
          {t('Search conversations')}
        </label>
        <Search
          aria-hidden
          className="pointer-events-none absolute left-4 top-1/2 size-6 -translate-y-1/2 text-ink-soft"
        />
        <input
          id={searchId}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t('Search conversations...')}
          className="min-h-target w-full rounded-xl border-2 border-border bg-surface py-2 pl-12 pr-4 text-lg placeholder:text-ink-soft focus:border-primary"
        />
      </div>
      {sessions.isPending ? (
        <Spinner label={t('Loading conversations…')} className="min-h-32" />
      ) : !sessions.data ? (
        <div className="flex flex-col items-start gap-3">
          <p className="text-lg">{t('Your conversations could not be loaded.')}</p>
          <Button variant="outline" onClick={() => void sessions.refetch()}>
            {t('Try Again')}
          </Button>
        </div>
      ) : shown.length === 0 ? (
        <p className="py-4 text-center text-lg text-ink-soft">
          {wanted ? t('No matching conversations') : t('No chat history yet')}
        </p>
      ) : (
        <div className="flex min-h-0 flex-col gap-3 overflow-y-auto">
          <ul className="flex flex-col gap-2" aria-label={t('Conversations')}>
            {shown.map((session) => (
              <li
                key={session.id}
                className={cn(
                  'flex items-stretch gap-1 rounded-xl border-2',
                  session.id === currentId ? 'border-primary bg-tint' : 'border-transparent',
                )}
              >
                <button
                  type="button"
                  onClick={() => onOpen(session)}
                  aria-current={session.id === currentId ? 'true' : undefined}
                  className="flex min-h-target flex-1 items-start gap-3 rounded-xl px-3 py-2 text-left hover:bg-tint"
                >
                  <MessageSquare aria-hidden className="mt-1 size-6 shrink-0 text-primary" />
                  <span className="flex flex-col">
                    <span className="break-words text-lg font-semibold">{titleOf(t, session)}</span>
                    <span className="text-base text-ink-soft">{whenOf(t, session.updatedAt, i18n.language)}</span>
                  </span>
                </button>
                <button
                  type="button"
                  onClick={() => setDeleting(session)}
                  aria-label={t('Delete “{{title}}”', { title: titleOf(t, session) })}
                  className="flex min-h-target min-w-target items-center justify-center rounded-xl text-danger hover:bg-tint"
                >
                  <Trash2 aria-hidden className="size-6" />
                </button>
              </li>
            ))}
          </ul>
          <ShowMore
            pages={sessions}
            label={t('Show earlier conversations')}
            loadingLabel={t('Loading conversations…')}
            failedLabel={t('Earlier conversations could not be loaded. Please try again.')}
          />
        </div>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null)
        }}
        title={t('Delete conversation')}
        description={<p>{t('Are you sure you want to delete this chat session?')}</p>}
        confirmLabel={t('Delete')}
        cancelLabel={t('Cancel')}
        onConfirm={() => void handleConfirmDelete()}
        busy={busy}
        tone="danger"
      />
    </div>
  )
}

/** 'Today', 'Yesterday', 'N days ago' up to 7 days, then the local date (product.md 9). */
function whenOf(t: TFunction, updatedAt: string, language: string) {
  const date = new Date(updatedAt)
  const day = relativeDay(date, new Date())
  if (day.kind === 'today') return t('Today')
  if (day.kind === 'yesterday') return t('Yesterday')
  if (day.kind === 'daysAgo') return t('{{count}} days ago', { count: day.days })
  return date.toLocaleDateString(language, { dateStyle: 'medium' })
}
