import type { Context } from 'hono'
import type { EmulatorContext } from '../pipeline/emulator-context'
import { readBody } from '../pipeline/request-input'
import { compileFilter, fieldSpec, type Predicate, type QueryFields, readSegments } from './filter'
import { isJsonObject, type JsonObject, parseJsonSafely } from './json-body'
import { checkInput, violation, z } from './schema'
import type { Violations } from './violations'
import { invalidArgument } from './wire-error'

/** Decodes the `.r` parameter: base64url (no padding) of the JSON payload. */
export function decodeR(value: string): JsonObject {
  if (!/^[A-Za-z0-9_-]*$/.test(value)) {
    throw invalidArgument('.r', 'must be base64url without padding', 'FORMAT')
  }
  try {
    const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'))
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0))
    const parsed = parseJsonSafely(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
    if (isJsonObject(parsed)) return parsed
  } catch {
    // reported below
  }
  throw invalidArgument('.r', 'must encode a JSON object', 'FORMAT')
}

/** The payload of a query endpoint: `.r` of a GET, or the JSON body of the POST fallback. */
export async function readQueryPayload(c: Context, context: EmulatorContext): Promise<JsonObject> {
  if (c.req.method === 'GET') {
    const r = c.req.query('.r')
    return r === undefined ? {} : decodeR(r)
  }
  return readBody(c, context)
}

/** A validated query: filter, sort and offset paging. */
export interface ParsedQuery {
  filter: Predicate
  sort: { path: string; kind: string; descending: boolean }[]
  limit: number
  offset: number
  /** The filter and sort as sent, as one string: equal keys select and order items alike. */
  key: string
}

/** Default and largest page size. */
export const DEFAULT_LIMIT = 50
const MAX_LIMIT = 100

/**
 * An integer from `min` to `max` (at most 2^53 - 1, as zod's int() is), or absent; every fault is
 * reported as the one violation `error`.
 */
function boundedInteger(min: number, max: number, error: string) {
  return z.int({ error, abort: true }).min(min, { error, abort: true }).max(max, { error }).nullish()
}

/** Offset paging: a page of 0 to 100 items (50 when absent), from an offset of 0 or more. */
const PAGING = z.looseObject(
  {
    limit: boundedInteger(
      0,
      MAX_LIMIT,
      violation('MAX', `must be an integer from 0 to ${MAX_LIMIT}`, { threshold: MAX_LIMIT }),
    ),
    offset: boundedInteger(
      0,
      Number.MAX_SAFE_INTEGER,
      violation('MIN', 'must be a non-negative integer', { threshold: 0 }),
    ),
  },
  { error: violation('FORMAT', 'must be an object') },
)

/** A sort entry names its field; without one, nothing else of it is reported. */
const SORT_FIELD = z.looseObject({ fieldName: z.string() })
/** A sort entry: a field, ascending unless it says DESC. */
const SORT_ENTRY = z.looseObject({
  fieldName: z.string(),
  order: z.enum(['ASC', 'DESC'], { error: violation('INVALID_ENUM_VALUE', 'must be ASC or DESC') }).nullish(),
})

/** The filter of a query without one: `select` knows it and skips filtering. */
const matchAll: Predicate = () => true

/** Reads `{ filter, sort, paging }` at `field` (e.g. `query`), recording violations. */
export function parseQuery(
  input: unknown,
  field: string,
  fields: QueryFields,
  violations: Violations,
): ParsedQuery {
  const query = input === undefined || input === null ? {} : input
  if (!isJsonObject(query)) {
    violations.add(field, 'must be an object', 'FORMAT')
    return { filter: matchAll, sort: [], limit: DEFAULT_LIMIT, offset: 0, key: '' }
  }
  if (query['cursorPaging'] !== undefined) {
    violations.add(
      `${field}.cursorPaging`,
      'is not supported here: use paging with limit and offset',
      'FIELD_NOT_ALLOWED',
    )
  }
  const filterInput = query['filter']
  const filter =
    filterInput === undefined || filterInput === null
      ? matchAll
      : compileFilter(filterInput, fields, `${field}.filter`, violations)
  const sort: ParsedQuery['sort'] = []
  const sortInput = query['sort'] ?? []
  if (!Array.isArray(sortInput)) violations.add(`${field}.sort`, 'must be a list', 'FORMAT')
  else {
    sortInput.forEach((entry: unknown, i) => {
      const at = `${field}.sort[${i}]`
      // One parse for a well-formed entry; a faulty one is looked at again to report as the platform does.
      const sorted = SORT_ENTRY.safeParse(entry)
      if (!sorted.success) {
        if (SORT_FIELD.safeParse(entry).success) checkInput(SORT_ENTRY, entry, at, violations)
        else violations.add(`${at}.fieldName`, 'is required', 'REQUIRED_FIELD')
        return
      }
      const { fieldName, order } = sorted.data
      const spec = fieldSpec(fields, fieldName, true)
      if (!spec) {
        violations.add(`${at}.fieldName`, `cannot sort by ${fieldName.slice(0, 80)}`, 'VALIDATION', {
          supported: fields.sort,
        })
        return
      }
      sort.push({ path: spec.path, kind: spec.kind, descending: order === 'DESC' })
    })
  }
  const paging = checkInput(PAGING, query['paging'] ?? {}, `${field}.paging`, violations)
  const limit = paging?.limit ?? DEFAULT_LIMIT
  const offset = paging?.offset ?? 0
  return { filter, sort, limit, offset, key: JSON.stringify([filterInput ?? null, sortInput]) }
}

function sortValue(item: JsonObject, segments: readonly string[], kind: string): number | string | undefined {
  const value = readSegments(item, segments)
  if (typeof value === 'number') return value
  if (typeof value === 'string') return kind === 'date' ? Date.parse(value) : value.toLowerCase()
  if (typeof value === 'boolean') return value ? 1 : 0
  return undefined
}

/** Paging metadata of a page (wire-notes §4). */
export interface PagingMetadata {
  count: number
  offset: number
  total?: number
  tooManyToCount: boolean
}

/** Filters and sorts items (a stable sort: ties keep the items' order). */
function select(items: readonly JsonObject[], query: ParsedQuery): readonly JsonObject[] {
  // No filter and no sort (a first page, a count): the items as they are, not a copy of them.
  if (query.filter === matchAll && query.sort.length === 0) return items
  const matching = query.filter === matchAll ? items : items.filter(query.filter)
  if (query.sort.length === 0) return matching
  // Sort keys are read once per item, not once per comparison.
  const keys = query.sort.map((key) => {
    const segments = key.path.split('.')
    return { values: matching.map((item) => sortValue(item, segments, key.kind)), descending: key.descending }
  })
  const order = matching.map((_, index) => index)
  order.sort((a, b) => {
    for (const key of keys) {
      const x = key.values[a]
      const y = key.values[b]
      if (x === y) continue
      if (x === undefined) return 1
      if (y === undefined) return -1
      const result = x < y ? -1 : 1
      return key.descending ? -result : result
    }
    return a - b
  })
  return order.map((index) => matching[index] as JsonObject)
}

/**
 * Results of recent queries per item list. Item lists that are worth it (the rendered catalogue)
 * are cached objects, the same until the state changes, so they key this cache: walking a
 * catalogue page by page filters and sorts it once, and each later page is a slice.
 */
const selections = new WeakMap<readonly JsonObject[], Map<string, readonly JsonObject[]>>()
const SELECTIONS_PER_LIST = 32

function cachedSelect(items: readonly JsonObject[], query: ParsedQuery): readonly JsonObject[] {
  let cache = selections.get(items)
  if (!cache) {
    cache = new Map()
    selections.set(items, cache)
  }
  let selected = cache.get(query.key)
  if (selected) {
    cache.delete(query.key) // most recently used last
  } else {
    selected = select(items, query)
    if (cache.size >= SELECTIONS_PER_LIST) cache.delete(cache.keys().next().value as string)
  }
  cache.set(query.key, selected)
  return selected
}

/**
 * Filters, sorts and pages items; `total` is left out when there are too many to count. With
 * `stable`, `items` is a cached list that does not change: its selections are cached too.
 */
export function runQuery(
  items: readonly JsonObject[],
  query: ParsedQuery,
  tooManyToCountAbove: number,
  stable = false,
): { items: JsonObject[]; metadata: PagingMetadata } {
  const matching = stable ? cachedSelect(items, query) : select(items, query)
  const page = matching.slice(query.offset, query.offset + query.limit)
  const tooManyToCount = matching.length > tooManyToCountAbove
  return {
    items: page,
    metadata: {
      count: page.length,
      offset: query.offset,
      ...(tooManyToCount ? {} : { total: matching.length }),
      tooManyToCount,
    },
  }
}
