import { InvalidInputError } from '@vitrine/core'
import { describe, expect, it } from 'vitest'
import { demoProduct, rejection, setup } from '../../test/helpers'

describe('products.optionsAvailability', () => {
  it('tells which variant a complete selection lands on and whether it can be bought', async () => {
    const { visitor, sentTo } = setup()
    const tee = await demoProduct(visitor, 'classic-tee')
    const available = await visitor.products.optionsAvailability(tee.id, { Size: 'M', Color: 'Black' })
    expect(available.availableForPurchase).toBe(true)
    expect(available.selectedVariant).toMatchObject({ inStock: true, price: { price: 25 } })
    const request = sentTo('/productOptionsAvailability').at(-1)!
    expect(request.method).toBe('POST')
    expect(JSON.parse(request.body!)).toEqual({ id: tee.id, options: { Size: 'M', Color: 'Black' } })

    const soldOut = await visitor.products.optionsAvailability(tee.id, { Size: 'XL', Color: 'Navy' })
    expect(soldOut.availableForPurchase).toBe(false)
    expect(soldOut.selectedVariant?.inStock).toBe(false)
  })

  it('lists the choices still available for a partial selection', async () => {
    const { visitor } = setup()
    const tee = await demoProduct(visitor, 'classic-tee')
    const partial = await visitor.products.optionsAvailability(tee.id, { Size: 'XL' })
    expect(partial.selectedVariant).toBeUndefined()
    expect(partial.availableForPurchase).toBe(false)
    const colors = partial.productOptions?.find((o) => o.name === 'Color')?.choices
    expect(colors?.find((c) => c.description === 'Navy')?.inStock).toBe(false)
    expect(colors?.find((c) => c.description === 'Black')?.inStock).toBe(true)
  })

  it('names the choices argument in errors and sends nothing', async () => {
    const { visitor, sent } = setup()
    const error = await rejection(visitor.products.optionsAvailability('p', { Size: '' }))
    expect(InvalidInputError.is(error)).toBe(true)
    expect((error as InvalidInputError).violations).toEqual([
      {
        field: 'choices',
        description: 'must be an object of option names to non-empty choices, e.g. { Size: "M" }',
      },
    ])
    expect(sent).toEqual([])
  })

  it('sends a __proto__ option name as a plain key, changing no prototype', async () => {
    const { visitor, sentTo } = setup()
    const tee = await demoProduct(visitor, 'classic-tee')
    const hostile = JSON.parse('{"__proto__": "M", "Size": "M"}') as Record<string, string>
    const answer = await visitor.products.optionsAvailability(tee.id, hostile)
    expect(JSON.parse(sentTo('/productOptionsAvailability').at(-1)!.body!).options).toEqual(hostile)
    expect(answer.selectedVariant).toBeUndefined()
    expect(({} as Record<string, unknown>)['Size']).toBeUndefined()
    expect(Object.getPrototypeOf(hostile)).toBe(Object.prototype)
  })

  it('answers 404 for an unknown product', async () => {
    const { visitor } = setup()
    await expect(visitor.products.optionsAvailability('missing', { Size: 'M' })).rejects.toMatchObject({
      status: 404,
      code: 'PRODUCT_NOT_FOUND',
    })
  })
})
