import { useRef } from 'react'

/**
 * Focus handlers for a dialog opened by a button that is not its own trigger (most are opened from
 * state): when it closes, focus goes back to whatever had it when it opened, so a keyboard or
 * screen-reader user carries on where they were instead of at the top of the page.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null)
  return {
    onOpenAutoFocus: () => {
      // Called before the dialog takes focus: this is still the button that opened it.
      opener.current = document.activeElement instanceof HTMLElement ? openerOf(document.activeElement) : null
    },
    onCloseAutoFocus: (event: Event) => {
      const target = opener.current
      opener.current = null
      if (target?.isConnected && target !== document.body) {
        event.preventDefault()
        target.focus()
      }
    },
  }
}

/**
 * The control to come back to: the element itself, or, for an item of a menu (which is gone once
 * the dialog opens), the button that opened the menu, which the menu names as its label.
 */
function openerOf(element: HTMLElement): HTMLElement {
  const menu = element.closest('[role="menu"]')
  const trigger = menu?.getAttribute('aria-labelledby')
  return (trigger ? document.getElementById(trigger) : null) ?? element
}
