import { ChevronDown } from 'lucide-react'
import type { DropdownMenu } from 'radix-ui'
import { type ComponentProps, type KeyboardEvent, type ReactNode, Suspense, createContext, use, useState } from 'react'
import { lazyComponent } from '#web/lib/lazy-component.tsx'
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

/** The menu library's parts, given by the menu once it has been downloaded (see MenuContent). */
type Parts = {
  Item: typeof DropdownMenu.Item
  Separator: typeof DropdownMenu.Separator
  Group: typeof DropdownMenu.Group
  Label: typeof DropdownMenu.Label
}
export const MenuParts = createContext<Parts | null>(null)

function useParts(): Parts {
  const parts = use(MenuParts)
  if (!parts) throw new Error('A menu item must be inside a Menu.')
  return parts
}

/** One choice in a menu; `onSelect` runs when it is chosen, by pointer or keyboard. */
export function MenuItem(props: ComponentProps<typeof DropdownMenu.Item>) {
  const { Item } = useParts()
  return <Item {...props} />
}

/** A line between groups of a menu's items. */
export function MenuSeparator() {
  const { Separator } = useParts()
  return <Separator className="my-1 h-px bg-border" />
}

/** Items that belong together, under a MenuLabel. */
export function MenuGroup({ children }: { children: ReactNode }) {
  const { Group } = useParts()
  return <Group>{children}</Group>
}

/** The heading of a group of items. */
export function MenuLabel({ children, className }: { children: ReactNode; className?: string }) {
  const { Label } = useParts()
  return <Label className={className}>{children}</Label>
}

/** The menu button's look and words: the same before the menu's code has arrived and after. */
export function menuButton({ label, className, chevron = true }: Omit<MenuProps, 'children'>) {
  return {
    className: buttonClass({ variant: 'outline' }, className),
    children: (
      <>
        {label}
        {chevron ? <ChevronDown aria-hidden /> : null}
      </>
    ),
  }
}

const Content = lazyComponent(() => import('./menu-content.tsx'), 'MenuContent')

/**
 * A dropdown menu opened by an outlined button with a chevron; its items are MenuItems. The menu's
 * code is not part of the screen's first download: the button is drawn at once, the rest starts
 * downloading when the pointer or focus reaches it, and a press opens the menu as soon as it has
 * arrived.
 */
function LazyMenu(props: MenuProps) {
  const [pressed, setPressed] = useState(false)
  const preload = () => void Content.preload().catch(() => undefined)
  const press = () => setPressed(true)
  const onKeyDown = (event: KeyboardEvent) => {
    if (['Enter', ' ', 'ArrowDown'].includes(event.key)) {
      event.preventDefault()
      press()
    }
  }
  const button = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      {...menuButton(props)}
      onPointerEnter={preload}
      onFocus={preload}
      onPointerDown={press}
      onClick={press}
      onKeyDown={onKeyDown}
    />
  )
  // Once pressed, the menu library's own button takes this one's place, opened.
  if (!pressed) return button
  return (
    <Suspense fallback={button}>
      <Content {...props} defaultOpen />
    </Suspense>
  )
}

export const Menu = Object.assign(LazyMenu, { preload: Content.preload })
