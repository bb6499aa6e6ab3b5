import type { Product } from '@vitrine/catalog'
import { money } from '../lib/format'
import { listPriceBefore, paidPriceRange } from '../lib/product-facts'

/**
 * The price a shopper pays: "From $20.00" when the variants differ, the list price struck through
 * on sale. `format` writes an amount (default: `money` in the product's currency).
 */
export function ProductPrice({ product, format }: { product: Product; format?: (amount: number) => string }) {
  const currency = product.priceData?.currency ?? 'USD'
  const write = format ?? ((amount: number) => money(amount, currency))
  const range = paidPriceRange(product)
  if (!range) return null
  const was = range.min === range.max ? listPriceBefore(product, range.min) : undefined
  return (
    <p className="price" data-testid="card-price">
      {range.min !== range.max && <span className="price-from">From </span>}
      <span className={was === undefined ? '' : 'price-sale'}>{write(range.min)}</span>
      {was !== undefined && (
        <>
          {' '}
          <s className="price-was">
            <span className="visually-hidden">was </span>
            {write(was)}
          </s>
        </>
      )}
    </p>
  )
}
