import { hash } from 'node:crypto'
import type { Discount, Product, ProductInput, ProductUpdate, Variant, VariantUpdate } from '@vitrine/catalog'
import {
  type DesiredProduct,
  type DesiredStock,
  type DesiredVariant,
  type FirstLines,
  keyText,
  type MatchKey,
  type ReadResult,
  type Reject,
  slugify,
} from './desired-product'
import type { StoreIndex } from './store-index'

/** One field that changes, for people: `price: 25 → 27`. */
export interface Change {
  field: string
  from: string
  to: string
}

/** One write of a product's update, in the order they are sent. */
export type Step =
  | { kind: 'create'; input: ProductInput }
  | { kind: 'update'; patch: ProductUpdate }
  | { kind: 'remove-options' }
  | { kind: 'stock'; stock: DesiredStock }
  | { kind: 'variants'; updates: VariantUpdate[] }
  | { kind: 'media'; urls: string[] }
  | { kind: 'collections'; add: string[]; remove: string[] }

/** What the import will do to one product of the file. */
export interface PlannedProduct {
  action: 'create' | 'update' | 'unchanged'
  desired: DesiredProduct
  /** The product in the store (absent for a create). */
  current?: Product
  /** How people know it: its slug (or key). */
  label: string
  /** The key text, e.g. `slug:classic-tee`: the journal's name for this product. */
  key: string
  changes: Change[]
  steps: Step[]
}

/** What an import will do with one batch of the file's products, computed before its first write. */
export interface Plan {
  products: PlannedProduct[]
  /** Collections to create first (Shopify types and tags), slug → name. */
  newCollections: Map<string, string>
  rejects: Reject[]
  /** Products skipped because an interrupted run already wrote them (same row, same hash). */
  doneBefore: number
}

const EPSILON = 1e-9

function sameNumber(a: number | null | undefined, b: number | null | undefined): boolean {
  if (a === undefined || a === null || b === undefined || b === null) return a === b
  return a === b || Math.abs(a - b) < EPSILON
}

function show(value: unknown): string {
  if (value === undefined || value === null) return '—'
  if (typeof value === 'string') return JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value)
  return String(value)
}

function showDiscount(d: Discount | undefined): string {
  if (!d?.type || d.type === 'NONE') return 'none'
  return d.type === 'PERCENT' ? `${d.value}% off` : `${d.value} off`
}

function showStock(stock: DesiredStock): string {
  return stock.trackInventory ? `${stock.quantity} each` : stock.inStock ? 'in stock' : 'out of stock'
}

function showChoices(choices: Record<string, string>): string {
  return Object.entries(choices)
    .map(([k, v]) => `${k}=${v}`)
    .join(', ')
}

/** Stable text of a value: object keys sorted, so that equal rows hash equally. */
function stable(value: unknown): string {
  if (value instanceof Map) return stable(Object.fromEntries(value))
  // Built as one string, no array of entries per object (it runs for every row of an import).
  let out = ''
  if (Array.isArray(value)) {
    for (const item of value) out += `${out ? ',' : ''}${stable(item)}`
    return `[${out}]`
  }
  if (value && typeof value === 'object') {
    // Keys in UTF-16 code unit order, as `sort()` compares strings.
    for (const key of Object.keys(value).sort()) {
      const item = (value as Record<string, unknown>)[key]
      if (item !== undefined) out += `${out ? ',' : ''}${JSON.stringify(key)}:${stable(item)}`
    }
    return `{${out}}`
  }
  return JSON.stringify(value) ?? 'null'
}

/**
 * Hash of what a file says about a product (its lines excluded: moving a row changes nothing): the
 * journal's proof that a row is done. Computed only for what is journaled or resumed, not for
 * every row planned.
 */
export function desiredHash(desired: DesiredProduct): string {
  const { line: _line, records: _records, warnings: _warnings, ...data } = desired
  return hash('sha256', stable(data), 'base64url').slice(0, 22)
}

const TEXT_FIELDS = ['name', 'slug', 'productType', 'sku', 'description', 'brand'] as const

// The planning functions below run for every row: no closures made per call (the CLI runs on
// tsx, which names each one as it is made, a cost that showed in the profile of a 10 000-row import).

/** The fields of a product the file sets and the store has otherwise, as a patch and as changes. */
function fieldChanges(desired: ProductUpdate, current: Product): { patch: ProductUpdate; changes: Change[] } {
  const patch: ProductUpdate = {}
  const changes: Change[] = []
  for (const field of TEXT_FIELDS) {
    const want = desired[field]
    if (want === undefined || want === null) continue
    const have = current[field] ?? ''
    if (want !== have) {
      ;(patch as Record<string, unknown>)[field] = want
      changes.push({ field, from: show(current[field]), to: show(want) })
    }
  }
  const price = desired.priceData?.price
  if (price !== undefined && price !== null && !sameNumber(price, current.priceData?.price)) {
    patch.priceData = { price }
    changes.push({ field: 'price', from: show(current.priceData?.price), to: show(price) })
  }
  if (
    desired.weight !== undefined &&
    desired.weight !== null &&
    !sameNumber(desired.weight, current.weight)
  ) {
    patch.weight = desired.weight
    changes.push({ field: 'weight', from: show(current.weight), to: show(desired.weight) })
  }
  if (
    desired.visible !== undefined &&
    desired.visible !== null &&
    desired.visible !== (current.visible ?? true)
  ) {
    patch.visible = desired.visible
    changes.push({ field: 'visible', from: show(current.visible ?? true), to: show(desired.visible) })
  }
  if (
    desired.manageVariants !== undefined &&
    desired.manageVariants !== null &&
    desired.manageVariants !== (current.manageVariants ?? false)
  ) {
    patch.manageVariants = desired.manageVariants
    changes.push({
      field: 'manageVariants',
      from: show(current.manageVariants ?? false),
      to: show(desired.manageVariants),
    })
  }
  if (desired.discount) {
    const want = desired.discount
    const have = current.discount
    const wantNone = !want.type || want.type === 'NONE'
    const haveNone = !have?.type || have.type === 'NONE'
    if (!(wantNone && haveNone) && !(want.type === have?.type && sameNumber(want.value, have?.value))) {
      patch.discount = want
      changes.push({ field: 'discount', from: showDiscount(have), to: showDiscount(want) })
    }
  }
  return { patch, changes }
}

function sameChoices(
  a: Readonly<Record<string, string>>,
  b: Readonly<Record<string, string>> | undefined,
): boolean {
  if (!b) return false
  const keys = Object.keys(a)
  return keys.length === Object.keys(b).length && keys.every((k) => b[k] === a[k])
}

/** The updates that give the variants the file's data; all of them when the store's variants are not known. */
function variantChanges(
  desired: readonly DesiredVariant[],
  current: readonly Variant[] | undefined,
): { updates: VariantUpdate[]; changes: Change[] } {
  const updates: VariantUpdate[] = []
  const changes: Change[] = []
  for (const want of desired) {
    const have = current?.find((v) => sameChoices(want.choices, v.choices))
    const update: VariantUpdate = { choices: want.choices }
    const label = `variant ${showChoices(want.choices)}`
    if (want.price !== undefined && !sameNumber(want.price, have?.variant?.priceData?.price)) {
      update.price = want.price
      changes.push({
        field: `${label} price`,
        from: show(have?.variant?.priceData?.price),
        to: show(want.price),
      })
    }
    if (want.sku !== undefined && want.sku !== (have?.variant?.sku ?? '')) {
      update.sku = want.sku
      changes.push({ field: `${label} sku`, from: show(have?.variant?.sku), to: show(want.sku) })
    }
    if (want.weight !== undefined && !sameNumber(want.weight, have?.variant?.weight)) {
      update.weight = want.weight
      changes.push({ field: `${label} weight`, from: show(have?.variant?.weight), to: show(want.weight) })
    }
    if (want.visible !== (have?.variant?.visible ?? true)) {
      update.visible = want.visible
      changes.push({
        field: `${label} visible`,
        from: show(have?.variant?.visible ?? true),
        to: show(want.visible),
      })
    }
    if (Object.keys(update).length > 1) updates.push(update)
  }
  return { updates, changes }
}

function stockMatches(stock: DesiredStock, variants: readonly Variant[]): boolean {
  return variants.every((v) =>
    stock.trackInventory
      ? v.stock?.trackQuantity === true && v.stock.quantity === stock.quantity
      : v.stock?.trackQuantity !== true && (v.stock?.inStock ?? true) === stock.inStock,
  )
}

function showOptions(
  options: readonly { name?: string; choices?: readonly (string | { description?: string })[] }[],
): string {
  if (options.length === 0) return 'none'
  return options
    .map(
      (o) =>
        `${o.name} (${(o.choices ?? []).map((c) => (typeof c === 'string' ? c : (c.description ?? ''))).join(', ')})`,
    )
    .join('; ')
}

function sameOptions(
  desired: NonNullable<DesiredProduct['options']>,
  current: Product['productOptions'],
): boolean {
  const have = current ?? []
  return (
    desired.length === have.length &&
    desired.every(
      (o, i) =>
        o.name === have[i]?.name &&
        o.choices.length === (have[i]?.choices ?? []).length &&
        o.choices.every((c, j) => c === have[i]?.choices?.[j]?.description),
    )
  )
}

function productOptionsInput(
  options: NonNullable<DesiredProduct['options']>,
): NonNullable<ProductUpdate['productOptions']> {
  return options.map((o) => ({
    name: o.name,
    optionType: 'drop_down',
    choices: o.choices.map((c) => ({ value: c, description: c })),
  }))
}

/** The image URLs of a product (and their file names: a platform may host a copy under another URL). */
function mediaKeys(product: Product): Set<string> {
  const keys = new Set<string>()
  for (const item of product.media?.items ?? []) {
    const url = item.image?.url
    if (url) keys.add(url)
    if (item.title) keys.add(item.title)
  }
  return keys
}

const fileName = (url: string): string => new URL(url).pathname.split('/').pop() ?? url

/** Why a product cannot be put in collections `slugs`: those that neither exist nor are to be made. */
function unknownCollections(
  slugs: readonly string[],
  desired: DesiredProduct,
  store: StoreIndex,
): string | undefined {
  if (slugs.length === 0) return undefined
  const missing = slugs.filter((s) => !store.collectionsBySlug.has(s) && !desired.collections?.create?.has(s))
  return missing.length > 0
    ? `collections: no collection with slug ${missing.map((s) => `"${s}"`).join(', ')}`
    : undefined
}

/** Plans one product of the file against what the store has. */
function planProduct(
  desired: DesiredProduct,
  current: Product | undefined,
  store: StoreIndex,
  createSlug: string | undefined,
): PlannedProduct | string {
  const key = keyText(desired.match)
  const base = { desired, key, label: desired.fields.slug ?? current?.slug ?? desired.match.value }
  const steps: Step[] = []
  const changes: Change[] = []

  if (!current) {
    const { name, productType, priceData } = desired.fields
    const missing = [
      name ? '' : 'name',
      priceData?.price === undefined || priceData.price === null ? 'price' : '',
    ]
      .filter((m) => m !== '')
      .join(' and ')
    if (missing !== '')
      return `${missing} ${missing.includes(' and ') ? 'are' : 'is'} required to create a product (no product has ${desired.match.by} "${desired.match.value}")`
    const problem = unknownCollections(desired.collections?.slugs ?? [], desired, store)
    if (problem) return problem
    // The file's fields with the create's own: one spread, then plain stores (a spread between other
    // properties, or a rest pattern, took V8's slow path: most of planning's time in a profile).
    const input: ProductInput = {
      ...desired.fields,
      name: name!,
      productType: productType ?? 'physical',
      priceData: { price: priceData!.price! },
    }
    if (createSlug !== undefined) input.slug = createSlug
    if (desired.options && desired.options.length > 0)
      input.productOptions = productOptionsInput(desired.options)
    if (desired.stock) {
      input.stock = desired.stock.trackInventory
        ? { trackInventory: true, quantity: desired.stock.quantity }
        : { trackInventory: false, inStock: desired.stock.inStock }
    }
    steps.push({ kind: 'create', input })
    changes.push(
      { field: 'name', from: '—', to: show(input.name) },
      { field: 'price', from: '—', to: show(input.priceData.price) },
    )
    if (desired.variants) {
      const { updates } = variantChanges(desired.variants, undefined)
      if (updates.length > 0) steps.push({ kind: 'variants', updates })
    }
    if (desired.media && desired.media.length > 0) steps.push({ kind: 'media', urls: desired.media })
    const add = desired.collections?.slugs ?? []
    if (add.length > 0) {
      steps.push({ kind: 'collections', add, remove: [] })
      changes.push({ field: 'collections', from: '—', to: add.map((s) => `+${s}`).join(' ') })
    }
    return { desired, key, label: createSlug ?? base.label, action: 'create', steps, changes }
  }

  const fields = fieldChanges(desired.fields, current)
  let optionsChanged = false
  if (desired.options) {
    if (desired.options.length === 0 && (current.productOptions ?? []).length > 0) {
      steps.push({ kind: 'remove-options' })
      changes.push({ field: 'options', from: showOptions(current.productOptions ?? []), to: 'none' })
      optionsChanged = true
    } else if (desired.options.length > 0 && !sameOptions(desired.options, current.productOptions)) {
      fields.patch.productOptions = productOptionsInput(desired.options)
      if (desired.variants) fields.patch.manageVariants = true
      changes.push({
        field: 'options',
        from: showOptions(current.productOptions ?? []),
        to: showOptions(desired.options),
      })
      optionsChanged = true
    }
  }
  if (Object.keys(fields.patch).length > 0) steps.unshift({ kind: 'update', patch: fields.patch })
  changes.unshift(...fields.changes)
  if (desired.stock && (optionsChanged || !stockMatches(desired.stock, current.variants ?? []))) {
    steps.push({ kind: 'stock', stock: desired.stock })
    changes.push({
      field: 'stock',
      from: optionsChanged ? 'new variants' : 'differs',
      to: showStock(desired.stock),
    })
  }
  if (desired.variants) {
    // New options rebuild the variants: every variant gets its data again, but only what really
    // differs from the variants the product had is shown.
    const shown = variantChanges(desired.variants, current.variants)
    const updates = optionsChanged ? variantChanges(desired.variants, undefined).updates : shown.updates
    if (updates.length > 0) steps.push({ kind: 'variants', updates })
    changes.push(...shown.changes)
  }
  if (desired.media) {
    const have = mediaKeys(current)
    const missing = desired.media.filter((url) => !have.has(url) && !have.has(fileName(url)))
    if (missing.length > 0) {
      steps.push({ kind: 'media', urls: missing })
      changes.push({
        field: 'media',
        from: `${have.size > 0 ? 'some' : 'none'}`,
        to: `+${missing.length} image${missing.length === 1 ? '' : 's'}`,
      })
    }
  }
  if (desired.collections) {
    const problem = unknownCollections(desired.collections.slugs, desired, store)
    if (problem) return problem
    const have = new Set(
      (current.collectionIds ?? []).flatMap((id) => store.collectionSlugById.get(id) ?? []),
    )
    const add = desired.collections.slugs.filter((s) => !have.has(s))
    const want = new Set(desired.collections.slugs)
    const remove = desired.collections.exact ? [...have].filter((s) => !want.has(s)) : []
    if (add.length > 0 || remove.length > 0) {
      steps.push({ kind: 'collections', add, remove })
      changes.push({
        field: 'collections',
        from: [...have].join(' ') || 'none',
        to: [...add.map((s) => `+${s}`), ...remove.map((s) => `−${s}`)].join(' '),
      })
    }
  }
  return {
    desired,
    key: base.key,
    label: base.label,
    current,
    action: steps.length > 0 ? 'update' : 'unchanged',
    steps,
    changes,
  }
}

/** The store's product a key names, or why the row cannot be matched. */
function matchOf(key: MatchKey, store: StoreIndex): Product | undefined | string {
  if (key.by === 'id') return store.byId.get(key.value) ?? `id: no product with id "${key.value}"`
  if (key.by === 'slug') return store.bySlug.get(key.value)
  const found = store.bySku.get(key.value) ?? []
  if (found.length > 1)
    return `sku: "${key.value}" is on ${found.length} products (${found.map((p) => p.slug).join(', ')}): give a slug or an id`
  return found[0]
}

/**
 * Whether a create may not take `slug`: a product of the store has it, a row of the file names it
 * (up to this batch), or a create took it before.
 */
function slugTaken(slug: string, store: StoreIndex, state: PlanState): boolean {
  return store.bySlug.has(slug) || state.named.has({ by: 'slug', value: slug }) || state.claimed.has(slug)
}

/** Rejects a product of the file with `reason`. */
function rejectRow(plan: Plan, desired: DesiredProduct, reason: string): void {
  plan.rejects.push({ line: desired.line, reason, records: desired.records })
}

/** What the plans of one import's batches share, so that a batch is planned as the whole file would be. */
export interface PlanState {
  /** Where each key is first named in the file (so far: rows are read as they are planned). */
  named: FirstLines
  /** Slugs creates of rows found by SKU made from their names so far, and the line of each. */
  claimed: Map<string, number>
  /** Store product id → the line of the row matched to it. */
  matchedBy: Map<string, number>
}

/** A fresh {@link PlanState} for one run over a file whose keys are `named`. */
export function planState(named: FirstLines): PlanState {
  return { named, claimed: new Map(), matchedBy: new Map() }
}

/**
 * Compares what a batch of the file wants with what the store has: per product, create, update
 * (only the fields that differ) or unchanged. Rows already written by an interrupted run (same
 * key, same hash in `done`) are skipped. `state` carries what earlier batches planned.
 */
export function makePlan(
  read: Pick<ReadResult, 'products' | 'rejects'>,
  store: StoreIndex,
  state: PlanState,
  options: { done?: ReadonlyMap<string, { hash: string }> } = {},
): Plan {
  const plan: Plan = {
    products: [],
    newCollections: new Map(),
    rejects: [...read.rejects],
    doneBefore: 0,
  }
  const { matchedBy } = state
  for (const desired of read.products) {
    const key = keyText(desired.match)
    const done = options.done?.get(key)
    if (done && done.hash === desiredHash(desired)) {
      plan.doneBefore++
      continue
    }
    // A slug a row found by SKU was given (from its name) before a later row named it: the file is
    // read once, so that row could not know. Matching would update the other row's product.
    const slug = desired.fields.slug ?? (desired.match.by === 'slug' ? desired.match.value : undefined)
    const taker = slug === undefined ? undefined : state.claimed.get(slug)
    if (taker !== undefined) {
      rejectRow(
        plan,
        desired,
        `slug "${slug}" was given to the new product of line ${taker} (a row found by SKU, its slug made from its name): give that row a slug`,
      )
      continue
    }
    const current = matchOf(desired.match, store)
    if (typeof current === 'string') {
      rejectRow(plan, desired, current)
      continue
    }
    if (current) {
      const twin = matchedBy.get(current.id)
      if (twin !== undefined && twin !== desired.line) {
        rejectRow(plan, desired, `names the same product (${current.slug}) as line ${twin}`)
        continue
      }
      matchedBy.set(current.id, desired.line)
    }
    let createSlug: string | undefined
    if (!current) {
      createSlug = desired.fields.slug ?? (desired.match.by === 'slug' ? desired.match.value : undefined)
      if (createSlug === undefined && desired.fields.name) {
        // Found by SKU: a slug no other product or row has, so the create cannot land on one.
        const base = slugify(desired.fields.name)
        if (base !== '') {
          createSlug = base
          for (let n = 2; slugTaken(createSlug, store, state); n++) createSlug = `${base}-${n}`
          state.claimed.set(createSlug, desired.line)
        }
      }
    }
    const planned = planProduct(desired, current, store, createSlug)
    if (typeof planned === 'string') {
      rejectRow(plan, desired, planned)
      continue
    }
    for (const slug of planned.desired.collections?.slugs ?? []) {
      const name = desired.collections?.create?.get(slug)
      if (
        !store.collectionsBySlug.has(slug) &&
        name !== undefined &&
        planned.steps.some((s) => s.kind === 'collections' && s.add.includes(slug))
      )
        plan.newCollections.set(slug, name)
    }
    plan.products.push(planned)
  }
  return plan
}

/**
 * `--prune`: the products of the whole catalogue that no row of the file names (by id, slug or
 * SKU, valid row or not).
 */
export function deletesOf(all: readonly Product[], named: FirstLines): Product[] {
  return all.filter(
    (p) =>
      !named.has({ by: 'id', value: p.id }) &&
      !(p.slug && named.has({ by: 'slug', value: p.slug })) &&
      !(p.sku && named.has({ by: 'sku', value: p.sku })),
  )
}
