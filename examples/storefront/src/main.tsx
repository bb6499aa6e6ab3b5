import { QueryClient } from '@tanstack/react-query'
import { VitrineProvider } from '@vitrine/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app'
import { client } from './vitrine'
import './styles.css'

const queryClient = new QueryClient({
  defaultOptions: {
    // Catalogue data changes rarely: keep it fresh for a minute, and never show a stale error.
    queries: { staleTime: 60_000, refetchOnWindowFocus: true },
  },
})

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <VitrineProvider client={client} queryClient={queryClient}>
      <App />
    </VitrineProvider>
  </StrictMode>,
)
