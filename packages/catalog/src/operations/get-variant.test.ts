import { ApplicationError, InvalidInputError } from '@vitrine/core'
import { describe, expect, it } from 'vitest'
import { demoProduct, rejection, setup } from '../../test/helpers'

describe('variants.get', () => {
  it('reads a store variant by its store-wide id, repeated in the query', async () => {
    const { visitor, sentTo } = setup()
    const tee = await demoProduct(visitor, 'classic-tee')
    const [first] = (await visitor.products.variants(tee.id, { limit: 1 })).items
    const id = `${tee.id}-${first!.id}`
    const variant = await visitor.variants.get(id)
    expect(variant).toMatchObject({ id, productId: tee.id, variantId: first!.id, productName: 'Classic Tee' })
    expect(variant.choices).toEqual(first!.choices)
    const request = sentTo('/v1/variants/').at(-1)!
    expect(request.method).toBe('GET')
    expect(request.url.pathname).toBe(`/_api/catalog-reader-server/v1/variants/${id}`)
    expect(request.url.searchParams.get('id')).toBe(id)
  })

  it('answers 404 for an unknown variant and checks the id first', async () => {
    const { visitor, sent } = setup()
    const error = await rejection(visitor.variants.get('nope'))
    expect(ApplicationError.is(error)).toBe(true)
    expect(error).toMatchObject({ status: 404, code: 'VARIANT_NOT_FOUND' })
    sent.length = 0
    expect(InvalidInputError.is(await rejection(visitor.variants.get('')))).toBe(true)
    expect(sent).toEqual([])
  })
})
