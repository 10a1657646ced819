import { DropdownMenu } from 'radix-ui'
import { MenuParts, type MenuProps, menuButton } from './menu.tsx'

const parts = {
  Item: DropdownMenu.Item,
  Separator: DropdownMenu.Separator,
  Group: DropdownMenu.Group,
  Label: DropdownMenu.Label,
}

/** The menu itself (see Menu), downloaded when the pointer or focus first comes to its button. */
export function MenuContent({
  label,
  children,
  className,
  chevron,
  defaultOpen,
}: MenuProps & { defaultOpen: boolean }) {
  return (
    <MenuParts value={parts}>
      {/* Not modal: a modal menu hides the rest of the page from screen readers while its buttons
          stay focusable (axe: aria-hidden-focus); Escape, a click outside or a choice still close it. */}
      <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
        <DropdownMenu.Trigger {...menuButton({ label, className, chevron })} />
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
    </MenuParts>
  )
}
