import { ChevronDown, LoaderCircle } from 'lucide-react'
import { toast } from './toast.ts'
import { Button } from './button.tsx'

export type ShowMoreProps = {
  /** A list read a page at a time: whether more remain, whether they are coming, and how to ask. */
  pages: {
    hasNextPage: boolean
    isFetchingNextPage: boolean
    fetchNextPage: () => Promise<{ isError: boolean }>
  }
  /** What the button says ("Show more photos"). */
  label: string
  /** What is said while the next page comes ("Loading more photos…"). */
  loadingLabel: string
  /** What is said when it could not come. */
  failedLabel: string
}

/**
 * The end of a long list: a button that shows the next page, saying so while it comes (it stays
 * where it is, keeping the keyboard's place). Nothing appears by itself as the person scrolls: they
 * see more when they ask.
 */
export function ShowMore({ pages, label, loadingLabel, failedLabel }: ShowMoreProps) {
  const loading = pages.isFetchingNextPage
  if (!pages.hasNextPage && !loading) return null
  const showMore = async () => {
    if (loading) return
    const result = await pages.fetchNextPage()
    if (result.isError) toast.error(failedLabel)
  }
  return (
    <Button
      variant="outline"
      size="large"
      className="w-full shrink-0"
      aria-disabled={loading || undefined}
      onClick={() => void showMore()}
    >
      {loading ? <LoaderCircle aria-hidden className="animate-spin" /> : <ChevronDown aria-hidden />}
      <span aria-live="polite">{loading ? loadingLabel : label}</span>
    </Button>
  )
}
