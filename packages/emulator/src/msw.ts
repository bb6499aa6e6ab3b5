/**
 * `@vitrine/emulator/msw`: the emulator as msw 2 request handlers, for tests that keep the
 * real `fetch` (msw is an optional peer dependency: install it to use this entry).
 *
 * @packageDocumentation
 */
export { handlers } from './msw-handlers'
