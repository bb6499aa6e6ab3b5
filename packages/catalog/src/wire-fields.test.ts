import { describe, expect, it } from 'vitest'
import { answering } from '../test/helpers'

// Every read answer goes through the codec with the catalogue's field paths (wire notes §6):
// special floats come back as numbers and timestamps as dates at exactly those paths, and a
// string anywhere else stays the string the platform sent, even when it reads like one of them.

const WHEN = '2024-05-01T10:00:00.000Z'

const wireVariant = () => ({
  weight: 'NaN',
  sku: 'NaN',
  priceData: { price: 'Infinity', discountedPrice: '-Infinity', pricePerUnit: 'NaN', currency: 'NaN' },
  convertedPriceData: { price: 'NaN', formatted: { price: 'NaN' } },
  costAndProfitData: { itemCost: 'Infinity', profit: 'NaN', profitMargin: '-Infinity' },
})

const wireProduct = () => ({
  id: 'p1',
  name: 'NaN',
  ribbon: 'Infinity',
  sku: WHEN,
  weight: 'Infinity',
  priceData: {
    price: 'NaN',
    discountedPrice: 'Infinity',
    pricePerUnit: '-Infinity',
    formatted: { price: 'NaN' },
  },
  convertedPriceData: { price: 'Infinity' },
  price: { price: '-Infinity' },
  costAndProfitData: { itemCost: 'NaN', profit: 'Infinity', profitMargin: 'NaN' },
  costRange: { minValue: 'NaN', maxValue: 'Infinity' },
  priceRange: { minValue: '-Infinity', maxValue: 'NaN' },
  weightRange: { minValue: 'Infinity', maxValue: 'Infinity' },
  pricePerUnitData: { totalQuantity: 'Infinity', baseQuantity: 'NaN', totalMeasurementUnit: 'NaN' },
  discount: { type: 'AMOUNT', value: 'Infinity' },
  variants: [{ id: 'v1', choices: { Size: 'NaN' }, variant: wireVariant() }],
  lastUpdated: WHEN,
  createdDate: WHEN,
})

const variant = {
  weight: Number.NaN,
  sku: 'NaN',
  priceData: {
    price: Number.POSITIVE_INFINITY,
    discountedPrice: Number.NEGATIVE_INFINITY,
    pricePerUnit: Number.NaN,
    currency: 'NaN',
  },
  convertedPriceData: { price: Number.NaN, formatted: { price: 'NaN' } },
  costAndProfitData: {
    itemCost: Number.POSITIVE_INFINITY,
    profit: Number.NaN,
    profitMargin: Number.NEGATIVE_INFINITY,
  },
}

const product = {
  id: 'p1',
  name: 'NaN',
  ribbon: 'Infinity',
  sku: WHEN,
  weight: Number.POSITIVE_INFINITY,
  priceData: {
    price: Number.NaN,
    discountedPrice: Number.POSITIVE_INFINITY,
    pricePerUnit: Number.NEGATIVE_INFINITY,
    formatted: { price: 'NaN' },
  },
  convertedPriceData: { price: Number.POSITIVE_INFINITY },
  price: { price: Number.NEGATIVE_INFINITY },
  costAndProfitData: { itemCost: Number.NaN, profit: Number.POSITIVE_INFINITY, profitMargin: Number.NaN },
  costRange: { minValue: Number.NaN, maxValue: Number.POSITIVE_INFINITY },
  priceRange: { minValue: Number.NEGATIVE_INFINITY, maxValue: Number.NaN },
  weightRange: { minValue: Number.POSITIVE_INFINITY, maxValue: Number.POSITIVE_INFINITY },
  pricePerUnitData: {
    totalQuantity: Number.POSITIVE_INFINITY,
    baseQuantity: Number.NaN,
    totalMeasurementUnit: 'NaN',
  },
  discount: { type: 'AMOUNT', value: Number.POSITIVE_INFINITY },
  variants: [{ id: 'v1', choices: { Size: 'NaN' }, variant }],
  lastUpdated: new Date(WHEN),
  createdDate: new Date(WHEN),
}

const metadata = { count: 1, offset: 0, total: 1, tooManyToCount: false }

describe('the field paths of read answers', () => {
  it('decode a product from get and from a query, its variants included', async () => {
    expect(await answering({ product: wireProduct() }).products.get('p1')).toEqual(product)
    const page = await answering({ products: [wireProduct()], metadata })
      .products.query()
      .find()
    expect(page.items).toEqual([product])
    expect(page.total).toBe(1)
  })

  it('decode the variants of a product and the variant a selection of choices lands on', async () => {
    const page = await answering({
      variants: [{ id: 'v1', choices: { Size: 'M' }, variant: wireVariant() }],
      metadata,
      totalResults: 1,
    }).products.variants('p1')
    expect(page.items).toEqual([{ id: 'v1', choices: { Size: 'M' }, variant }])

    const { priceData, convertedPriceData, ...rest } = wireVariant()
    const selection = await answering({
      selectedVariant: { ...rest, price: priceData, convertedPriceData },
      availableForPurchase: true,
    }).products.optionsAvailability('p1', { Size: 'M' })
    const { priceData: price, ...decoded } = variant
    expect(selection).toEqual({ selectedVariant: { ...decoded, price }, availableForPurchase: true })
  })

  it('decode the focal points and expiry dates of a store variant’s media, from get and from a query', async () => {
    const image = (url: string) => ({ url, focalPoint: { x: 'NaN', y: 'Infinity' }, urlExpirationDate: WHEN })
    const wire = {
      id: 'sv1',
      productName: WHEN,
      media: {
        image: image('i'),
        video: {
          posters: [image('p')],
          resolutions: [{ poster: image('r'), urlExpirationDate: WHEN, format: 'NaN' }],
          urlExpirationDate: WHEN,
        },
      },
    }
    const decodedImage = (url: string) => ({
      url,
      focalPoint: { x: Number.NaN, y: Number.POSITIVE_INFINITY },
      urlExpirationDate: new Date(WHEN),
    })
    const expected = {
      id: 'sv1',
      productName: WHEN,
      media: {
        image: decodedImage('i'),
        video: {
          posters: [decodedImage('p')],
          resolutions: [{ poster: decodedImage('r'), urlExpirationDate: new Date(WHEN), format: 'NaN' }],
          urlExpirationDate: new Date(WHEN),
        },
      },
    }
    expect(await answering({ variant: wire }).variants.get('sv1')).toEqual(expected)
    const page = await answering({ variants: [wire], metadata })
      .variants.query()
      .find()
    expect(page.items).toEqual([expected])
  })

  it('decode the dates of a collection from get, getBySlug and a query', async () => {
    const wire = { id: 'c1', name: WHEN, lastUpdated: WHEN, createdDate: WHEN }
    const expected = { id: 'c1', name: WHEN, lastUpdated: new Date(WHEN), createdDate: new Date(WHEN) }
    expect(await answering({ collection: wire }).collections.get('c1')).toEqual(expected)
    expect(await answering({ collection: wire }).collections.getBySlug('summer')).toEqual(expected)
    const page = await answering({ collections: [wire], pagingMetadata: metadata })
      .collections.query()
      .find()
    expect(page.items).toEqual([expected])
  })
})
