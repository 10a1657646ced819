import { BrowserRouter, useNavigate } from 'react-router'
import { NavigateContext } from './components/ui/app-link.tsx'
import { AppRoutes } from './routes.tsx'

function RouterLinks({ children }: { children: React.ReactNode }) {
  const navigate = useNavigate()
  return <NavigateContext value={(to) => void navigate(to)}>{children}</NavigateContext>
}

/** The whole app: router, and links that move between screens without reloading. */
export function App() {
  return (
    <BrowserRouter>
      <RouterLinks>
        <AppRoutes />
      </RouterLinks>
    </BrowserRouter>
  )
}
