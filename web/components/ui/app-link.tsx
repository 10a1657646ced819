import { type ComponentProps, type MouseEvent, createContext, useContext } from 'react'

export type AppLinkProps = Omit<ComponentProps<'a'>, 'href'> & { to: string }

/**
 * How links move between screens. The front page (its own small entry, no router) leaves them as
 * plain links; the app provides its router's navigate, so moving between screens does not reload
 * the page.
 */
export const NavigateContext = createContext<((to: string) => void) | null>(null)

/** A link to a screen of Sage, by path: always a real link (open in new tab, copy, read aloud). */
export function AppLink({ to, onClick, ...props }: AppLinkProps) {
  const navigate = useContext(NavigateContext)
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    const plainClick =
      event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !props.target
    if (navigate && plainClick && !event.defaultPrevented) {
      event.preventDefault()
      navigate(to)
    }
  }
  return <a href={to} onClick={handleClick} {...props} />
}
