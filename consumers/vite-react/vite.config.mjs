import { defineConfig } from 'vite'

// No React plugin: esbuild's automatic JSX runtime is all a production build needs.
export default defineConfig({ esbuild: { jsx: 'automatic' }, build: { outDir: 'dist', emptyOutDir: true } })
