/**
 * `@vitrine/emulator/node`: the emulator served over HTTP with Node. Its `createEmulator` gives
 * an emulator that also has `listen()`; `listen(emulator)` serves one made by the main entry.
 * Everything else the main entry exports is exported here too, so one import line does (the
 * explicit `createEmulator` below takes the place of the main entry's).
 *
 * @packageDocumentation
 */

export * from './index'
export type { RunningServer } from './listen'
export type { NodeEmulator } from './node-emulator'
export { createEmulator, listen } from './node-emulator'
