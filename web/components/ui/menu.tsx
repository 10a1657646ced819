import { ChevronDown } from 'lucide-react'
import { DropdownMenu } from 'radix-ui'
import type { ReactNode } from 'react'
import { buttonClass } from './button.tsx'

/** A menu item's look: a large, labelled row. */
export const menuItemClass =
  'flex min-h-target cursor-pointer items-center gap-3 rounded-lg px-4 py-2 text-lg font-semibold no-underline outline-none data-[highlighted]:bg-tint data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60'

export type MenuProps = {
  /** The trigger button's icon and words. */
  label: ReactNode
  children: ReactNode
  className?: string
  /** The chevron after the words; a menu button whose icon already says "menu" can go without. */
  chevron?: boolean
}

/** A dropdown menu opened by an outlined button with a chevron; its items use menuItemClass. */
export function Menu({ label, children, className, chevron = true }: MenuProps) {
  return (
    // Not modal: a modal menu hides the rest of the page from screen readers while its buttons stay
    // focusable (axe: aria-hidden-focus); Escape, a click outside or a choice still close it.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={buttonClass({ variant: 'outline' }, className)}>
        {label}
        {chevron ? <ChevronDown aria-hidden /> : null}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          // Never wider than the screen: a long e-mail address wraps on a phone with Large text.
          className="z-50 max-w-[min(28rem,calc(100vw-1rem))] min-w-64 rounded-2xl border border-border bg-surface p-2 shadow-xl"
        >
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
