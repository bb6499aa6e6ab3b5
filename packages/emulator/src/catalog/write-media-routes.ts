import { type Context, Hono } from 'hono'
import { webhookIdentity } from '../oauth/caller'
import type { EmulatorContext } from '../pipeline/emulator-context'
import { newId } from '../state/random'
import { isJsonObject, type JsonObject } from '../wire/json-body'
import { Violations } from '../wire/violations'
import { invalidArgument } from '../wire/wire-error'
import { jsonResponse } from '../wire/wire-json'
import { productChanged } from './catalog-events'
import { productWrite } from './owner-input'
import { slugify } from './product-input'
import type { MediaItemRecord } from './product-record'
import {
  addProductMedia,
  type ChoiceMediaChange,
  changeChoiceMedia,
  removeProductMedia,
} from './product-service'

function mediaFromInput(
  item: JsonObject,
  field: string,
  violations: Violations,
): MediaItemRecord | undefined {
  const { mediaId, url } = item
  if ((mediaId === undefined) === (url === undefined)) {
    violations.add(field, 'must have exactly one of mediaId and url', 'ONE_OF_ALIGNMENT')
    return undefined
  }
  if (typeof url === 'string') {
    if (!/^https?:\/\//.test(url) || !URL.canParse(url)) {
      violations.add(`${field}.url`, 'must be an absolute http(s) URL', 'FORMAT')
      return undefined
    }
    const name = new URL(url).pathname.split('/').pop() || 'image'
    return {
      id: `${newId()}~${name}`.slice(0, 120),
      mediaType: 'image',
      title: name,
      url,
      width: 1000,
      height: 1000,
    }
  }
  if (typeof mediaId !== 'string' || !/^[A-Za-z0-9_.~-]{1,100}$/.test(mediaId)) {
    violations.add(`${field}.mediaId`, 'must be a media id', 'FORMAT')
    return undefined
  }
  const file = `${slugify(mediaId.replace(/\.[a-z0-9]+$/i, ''))}.svg`
  return {
    id: mediaId,
    mediaType: 'image',
    title: mediaId,
    url: `/_emulator/media/${file}`,
    width: 1000,
    height: 1000,
  }
}

/** Product media and the media of option choices. */
export function mediaWriteRoutes(context: EmulatorContext): Hono {
  const app = new Hono()
  app.post('/v1/products/:id/media', async (c) => {
    const { caller, body, product } = await productWrite(c, context)
    const violations = new Violations()
    const input = body['media']
    if (!Array.isArray(input) || input.length === 0 || input.length > 50)
      violations.add('media', 'must be a list of 1 to 50 items', 'MAX_SIZE', { threshold: 50 })
    violations.throwIfAny()
    const added: { item: MediaItemRecord; choice?: { option: string; choice: string } }[] = []
    ;(input as unknown[]).forEach((entry, i) => {
      if (!isJsonObject(entry)) {
        violations.add(`media[${i}]`, 'must be an object', 'FORMAT')
        return
      }
      const item = mediaFromInput(entry, `media[${i}]`, violations)
      const choice = entry['choice']
      if (choice !== undefined) {
        const ok =
          isJsonObject(choice) &&
          product.productOptions.some(
            (o) => o.name === choice['option'] && o.choices.some((ch) => ch.description === choice['choice']),
          )
        if (!ok) violations.add(`media[${i}].choice`, 'names no choice of the product', 'VALIDATION')
      }
      if (item)
        added.push({
          item,
          ...(isJsonObject(choice)
            ? { choice: { option: String(choice['option']), choice: String(choice['choice']) } }
            : {}),
        })
    })
    violations.throwIfAny()
    addProductMedia(context, product, added)
    productChanged(context, product.id, ['media'], webhookIdentity(caller))
    return jsonResponse({})
  })

  app.post('/v1/products/:id/media/delete', async (c) => {
    const { caller, body, product } = await productWrite(c, context)
    const ids = body['mediaIds']
    if (ids !== undefined && (!Array.isArray(ids) || ids.some((m) => typeof m !== 'string'))) {
      throw invalidArgument('mediaIds', 'must be a list of media ids', 'FORMAT')
    }
    const remove = (mediaId: string): boolean =>
      !Array.isArray(ids) || ids.length === 0 || ids.includes(mediaId)
    removeProductMedia(context, product, remove)
    productChanged(context, product.id, ['media'], webhookIdentity(caller))
    return jsonResponse({})
  })

  const choiceMedia = (adding: boolean) => async (c: Context) => {
    const { caller, body, product } = await productWrite(c, context)
    const violations = new Violations()
    const input = body['media']
    if (!Array.isArray(input) || input.length === 0)
      violations.add('media', 'must be a non-empty list', 'MIN_SIZE', { threshold: 1 })
    violations.throwIfAny()
    const changes: ChoiceMediaChange[] = []
    ;(input as unknown[]).forEach((entry, i) => {
      const at = `media[${i}]`
      const choice = isJsonObject(entry)
        ? product.productOptions
            .find((o) => o.name === entry['option'])
            ?.choices.find((ch) => ch.description === entry['choice'])
        : undefined
      if (!isJsonObject(entry) || !choice) {
        violations.add(at, 'must name an option and one of its choices', 'VALIDATION')
        return
      }
      const mediaIds = entry['mediaIds']
      if (
        mediaIds !== undefined &&
        (!Array.isArray(mediaIds) ||
          mediaIds.some((m) => typeof m !== 'string' || !product.media.some((pm) => pm.id === m)))
      ) {
        violations.add(`${at}.mediaIds`, 'must name media of the product', 'VALIDATION')
        return
      }
      changes.push({ choice, mediaIds: (mediaIds as string[] | undefined) ?? [] })
    })
    violations.throwIfAny()
    changeChoiceMedia(context, product, changes, adding)
    productChanged(context, product.id, ['productOptions'], webhookIdentity(caller))
    return jsonResponse({})
  }
  app.patch('/v1/products/:id/choices/media', choiceMedia(true))
  app.post('/v1/products/:id/choices/media/delete', choiceMedia(false))

  return app
}
