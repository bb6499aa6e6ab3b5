import type { HttpMethod } from '@vitrine/core'
import type { ModuleContext } from '@vitrine/core/module'
import type { RequestOptions } from './types/options'

/**
 * Sends a catalogue write whose answer carries nothing to return. The path id is repeated the
 * way the platform's own client sends it: in the body (`{ id, …payload }`), or in the query of a
 * DELETE.
 */
export async function sendWrite(
  ctx: ModuleContext,
  method: HttpMethod,
  path: string,
  id: string,
  payload: Record<string, unknown> | undefined,
  options: RequestOptions,
): Promise<void> {
  await ctx.request({
    method,
    service: 'catalog-server',
    path,
    ...(method === 'DELETE' ? { query: { id } } : { body: { id, ...payload } }),
    signal: options.signal,
  })
}
