import type { Product } from '@vitrine/catalog'
import { money } from '../lib/format'
import { listPriceBefore, paidPriceRange } from '../lib/product-facts'

/** The price a shopper pays: "From $20.00" when the variants differ, the list price struck through on sale. */
export function ProductPrice({ product }: { product: Product }) {
  const currency = product.priceData?.currency ?? 'USD'
  const range = paidPriceRange(product)
  if (!range) return null
  const was = range.min === range.max ? listPriceBefore(product, range.min) : undefined
  return (
    <p className="price" data-testid="card-price">
      {range.min !== range.max && <span className="price-from">From </span>}
      <span className={was === undefined ? '' : 'price-sale'}>{money(range.min, currency)}</span>
      {was !== undefined && (
        <>
          {' '}
          <s className="price-was">
            <span className="visually-hidden">was </span>
            {money(was, currency)}
          </s>
        </>
      )}
    </p>
  )
}
