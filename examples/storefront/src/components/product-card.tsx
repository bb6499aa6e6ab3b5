import type { Product } from '@vitrine/catalog'
import { useCart } from '@vitrine/react'
import { memo, useState } from 'react'
import { money } from '../format'
import { Link } from '../router'
import { errorMessage, useDrawerActions, useToast } from '../ui'

/** The price of a product: its range when variants differ, and the price before a discount. */
export function ProductPrice({ product }: { product: Product }) {
  const currency = product.priceData?.currency ?? 'USD'
  const price = product.priceData?.price
  const discounted = product.priceData?.discountedPrice
  const range = product.priceRange
  if (range?.minValue !== undefined && range.maxValue !== undefined && range.minValue !== range.maxValue) {
    return <span className="price">From {money(range.minValue, currency)}</span>
  }
  if (discounted !== undefined && price !== undefined && price !== null && discounted < price) {
    return (
      <span className="price">
        <span className="price-sale">{money(discounted, currency)}</span>{' '}
        <s className="price-was">
          <span className="visually-hidden">was </span>
          {money(price, currency)}
        </s>
      </span>
    )
  }
  return <span className="price">{money(price, currency)}</span>
}

/**
 * One product in the grid. It uses only the cart's actions, so it never re-renders when the
 * cart changes (`useCart()` tracks what a component reads).
 */
export const ProductCard = memo(function ProductCard({ product }: { product: Product }) {
  const { addItems } = useCart()
  const { show } = useDrawerActions()
  const toast = useToast()
  const [adding, setAdding] = useState(false)
  const image = product.media?.mainMedia?.image
  const hasOptions = (product.productOptions ?? []).length > 0
  const inStock = product.stock?.inStock !== false
  const href = `/products/${encodeURIComponent(product.slug ?? product.id)}`

  const quickAdd = async () => {
    setAdding(true)
    try {
      await addItems({
        lineItems: [
          {
            catalogReference: {
              catalogItemId: product.id,
              options: { variantId: product.variants?.[0]?.id },
            },
            quantity: 1,
          },
        ],
      })
      toast(`${product.name} added to your cart`)
    } catch (error) {
      toast(`Could not add ${product.name}: ${errorMessage(error)}`)
    } finally {
      setAdding(false)
    }
  }

  return (
    <article className="card" data-testid="product-card">
      <Link to={href} className="card-media" tabIndex={-1} aria-hidden="true">
        {image?.url && <img src={image.url} alt="" loading="lazy" width={400} height={400} />}
        {product.ribbon && <span className="ribbon">{product.ribbon}</span>}
      </Link>
      <div className="card-body">
        {product.brand && <p className="card-brand">{product.brand}</p>}
        <h2 className="card-title">
          <Link to={href}>{product.name}</Link>
        </h2>
        <ProductPrice product={product} />
        {!inStock ? (
          <p className="stock stock-out">Sold out</p>
        ) : hasOptions ? (
          <Link to={href} className="button button-ghost button-small">
            Choose options
          </Link>
        ) : (
          <button
            type="button"
            className="button button-small"
            disabled={adding}
            onClick={async () => {
              await quickAdd()
              show()
            }}
          >
            {adding ? 'Adding…' : 'Add to cart'}
          </button>
        )}
      </div>
    </article>
  )
})
