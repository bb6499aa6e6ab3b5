import type { ModuleContext } from '@vitrine/core/module'

type Writes = typeof import('./writes')

/** The write `K` of the write chunk as a module method: the same arguments, without the context. */
export type WriteMethod<K extends keyof Writes> = Writes[K] extends (
  ctx: ModuleContext,
  ...args: infer A
) => infer R
  ? (...args: A) => R
  : never

/**
 * A module method that loads the write chunk on its first call (one `import()` for every write
 * of every module; the bundler fetches it once) and runs the write `name` there. Input checks
 * happen there too: a refused input still rejects, only after the chunk has loaded.
 */
export function lazyWrite<K extends keyof Writes>(ctx: ModuleContext, name: K): WriteMethod<K> {
  return (async (...args: unknown[]) =>
    ((await import('./writes'))[name] as (ctx: ModuleContext, ...args: unknown[]) => unknown)(
      ctx,
      ...args,
    )) as WriteMethod<K>
}
