import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'

// The shop runs on the workspace's sources (the `@vitrine/source` export condition), so no
// package needs building first. The emulator's address comes from `VITE_VITRINE_HOST`
// (default http://127.0.0.1:4010), or at run time from `window.__VITRINE__` (see src/config.ts).
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@vitrine/source', ...defaultClientConditions] },
  server: { port: 5173, strictPort: true, host: '127.0.0.1' },
  preview: { port: 5173, strictPort: true, host: '127.0.0.1' },
  build: { target: 'es2022', sourcemap: true },
})
