import { QueryClient } from '@tanstack/react-query'
import { VitrineProvider } from '@vitrine/react'
import { createRoot } from 'react-dom/client'
import { App } from './app'
import { client } from './vitrine'

const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } })

createRoot(document.getElementById('root')!).render(
  <VitrineProvider client={client} queryClient={queryClient}>
    <App />
  </VitrineProvider>,
)
