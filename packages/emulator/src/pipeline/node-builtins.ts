/**
 * Node built-ins, loaded only where they are used: the request handler itself runs on web
 * standards (it can serve msw in a browser); the state file, password hashing and the HTTP
 * server need Node.
 */
import type * as NodeCrypto from 'node:crypto'
import type * as NodeFs from 'node:fs'

function builtin<T>(id: string): T {
  const load = globalThis.process?.getBuiltinModule
  if (typeof load !== 'function') throw new Error(`${id} is needed here and requires Node.js >= 20.16`)
  return load(id) as T
}

/** Whether Node's built-ins can be loaded here. */
export function hasNodeBuiltins(): boolean {
  return typeof globalThis.process?.getBuiltinModule === 'function'
}

/** `node:fs`. */
export function nodeFs(): typeof NodeFs {
  return builtin<typeof NodeFs>('node:fs')
}

/** `node:crypto`. */
export function nodeCrypto(): typeof NodeCrypto {
  return builtin<typeof NodeCrypto>('node:crypto')
}
