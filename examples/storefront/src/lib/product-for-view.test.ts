import type { Product } from '@vitrine/catalog'
import { beforeAll, describe, expect, it } from 'vitest'
import { demoProducts } from './demo-catalogue.test-helper'
import {
  choiceAvailable,
  choiceName,
  choicesFromSearch,
  defaultChoices,
  isSoldOut,
  listPriceBefore,
  paidPriceRange,
  searchForChoices,
  selectedVariant,
  variantPaidPrice,
  variantStock,
} from './product-facts'
import { productForView } from './product-for-view'

let catalogue: Product[] = []
beforeAll(async () => {
  catalogue = [...(await demoProducts()).values()]
})

/** Every combination of one choice per option (the first choices alone when there are many). */
function combinations(product: Product): Record<string, string>[] {
  let all: Record<string, string>[] = [{}]
  for (const option of product.productOptions ?? []) {
    const names = (option.choices ?? []).map((c) => choiceName(option, c))
    all = all.flatMap((chosen) => names.map((name) => ({ ...chosen, [option.name ?? '']: name })))
  }
  return all.slice(0, 200)
}

/** What the product page's client part shows and decides, for every choice it can be given. */
function whatTheShopperSees(product: Product) {
  const link = new URLSearchParams(searchForChoices(product, combinations(product).at(-1) ?? {}))
  return {
    soldOut: isSoldOut(product),
    range: paidPriceRange(product),
    defaults: defaultChoices(product),
    fromLink: choicesFromSearch(product, link),
    pictures: (product.media?.items ?? []).map((item) => [
      item.id,
      item.image?.url,
      item.image?.altText,
      item.thumbnail?.url,
    ]),
    main: product.media?.mainMedia?.image?.url,
    options: (product.productOptions ?? []).map((option) => ({
      name: option.name,
      type: option.optionType,
      choices: (option.choices ?? []).map((c) => [
        choiceName(option, c),
        c.value,
        (c.media?.items?.[0] ?? c.media?.mainMedia)?.id,
      ]),
    })),
    choices: combinations(product).map((chosen) => {
      const variant = selectedVariant(product, chosen)
      const paid = variantPaidPrice(variant)
      return {
        variant: variant?.id,
        stock: variantStock(variant),
        paid,
        was: listPriceBefore(product, paid),
        available: Object.entries(chosen).map(([option, name]) =>
          choiceAvailable(product, chosen, option, name),
        ),
      }
    }),
    words: [
      product.id,
      product.name,
      product.brand,
      product.ribbon,
      product.productType,
      product.priceData?.currency,
    ],
  }
}

/** The paths of the fields of `value` that are present but undefined. */
function undefinedFields(value: unknown, path = ''): string[] {
  if (value === null || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, field]) =>
    field === undefined ? [`${path}.${key}`] : undefinedFields(field, `${path}.${key}`),
  )
}

describe("the product page's client part", () => {
  it('is given what it shows and decides with: the same for every product and every choice', () => {
    expect(catalogue.length).toBeGreaterThan(20)
    for (const product of catalogue) {
      expect(whatTheShopperSees(productForView(product)), product.slug).toEqual(whatTheShopperSees(product))
    }
  })

  it('is given a fraction of the product: no description, SEO data or other sizes of the pictures', () => {
    let whole = 0
    let given = 0
    for (const product of catalogue) {
      const view = productForView(product)
      const text = JSON.stringify(view)
      whole += JSON.stringify(product).length
      given += text.length
      if (product.description) expect(text).not.toContain(product.description.slice(0, 30))
      expect(view).not.toHaveProperty('seoData')
      expect(view).not.toHaveProperty('additionalInfoSections')
      // No field is undefined (React's payload would spell each one out).
      expect(undefinedFields(view), product.slug).toEqual([])
    }
    expect(given / whole).toBeLessThan(0.5)
  })
})
