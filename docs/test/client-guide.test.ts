// The request-hook recipes of docs/guides/client.md run as written against the emulator: the
// logging recipe prints what the guide shows, and the OpenTelemetry recipe makes the spans it
// promises (recorded by the SDK's in-memory exporter).
import { readFileSync } from 'node:fs'
import * as otel from '@opentelemetry/api'
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base'
import * as auth from '@vitrine/auth'
import * as cart from '@vitrine/cart'
import * as catalog from '@vitrine/catalog'
import * as core from '@vitrine/core'
import { createEmulator } from '@vitrine/emulator'
import { codeBlocks, runBlocks } from '@vitrine/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'

const guide = readFileSync(new URL('../guides/client.md', import.meta.url), 'utf8')
const under = (heading: string) => codeBlocks(guide).filter((b) => b.lang === 'ts' && b.heading === heading)
const modules = {
  '@vitrine/core': core,
  '@vitrine/auth': auth,
  '@vitrine/cart': cart,
  '@vitrine/catalog': catalog,
  '@opentelemetry/api': otel,
}

afterEach(() => {
  vi.unstubAllGlobals()
  otel.trace.disable()
})

describe('docs/guides/client.md request hooks', () => {
  it('the logging recipe prints each attempt with its operation and status, as the guide shows', async () => {
    const [block] = under('Logging')
    expect(block).toBeDefined()
    vi.stubGlobal('fetch', createEmulator().fetch)
    const { printed } = await runBlocks([block?.code ?? ''], { modules })
    const shown = [...(block?.code ?? '').matchAll(/^\/\/ (.*)$/gm)].map((m) => m[1] ?? '')
    expect(printed).toHaveLength(shown.length)
    // Durations vary: the guide's line and the printed one agree up to the number of milliseconds.
    const shape = (line: string) => line.replace(/\s+/g, '').replace(/\d+ms/, 'Nms')
    expect(printed.map(shape)).toEqual(shown.map(shape))
  })

  it('the OpenTelemetry recipe makes one client span per attempt, named after the operation', async () => {
    const [block] = under('OpenTelemetry')
    expect(block).toBeDefined()
    const exporter = new InMemorySpanExporter()
    otel.trace.setGlobalTracerProvider(
      new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] }),
    )
    vi.stubGlobal('fetch', createEmulator().fetch)
    await runBlocks([block?.code ?? ''], { modules })
    const spans = exporter.getFinishedSpans()
    expect(spans.map((s) => s.name)).toEqual(['oauth.token', 'products.query'])
    const query = spans[1]
    expect(query?.kind).toBe(otel.SpanKind.CLIENT)
    expect(query?.attributes).toMatchObject({
      'http.request.method': 'GET',
      'http.response.status_code': 200,
      'http.request.resend_count': 0,
    })
    expect(String(query?.attributes['url.full'])).toMatch(/query-platformized\?\.r=/)
  })
})
