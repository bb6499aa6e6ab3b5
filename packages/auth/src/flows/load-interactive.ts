/** What the interactive chunk exports. */
export type Interactive = typeof import('./interactive')

/**
 * Loads the interactive chunk (login flows, hosted pages, PKCE, identity calls, redirect
 * sessions) on first use; later calls get the same module. The one `import()` of the package:
 * one chunk for every flow, rather than one small chunk per method.
 */
export function loadInteractive(): Promise<Interactive> {
  return import('./interactive')
}
