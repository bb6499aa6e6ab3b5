import type { Product } from '@vitrine/catalog'
import { isSoldOut, variantStock } from '../lib/product-facts'
import { IntentLink } from './intent-link'
import { ProductPrice } from './product-price'
import { QuickAdd } from './quick-add'

/**
 * A product in a grid: picture, name, price, and "Add to cart" for a product without options. Its
 * links prefetch the product page on intent, not on sight (see {@link IntentLink}).
 */
export function ProductCard({ product, priority = false }: { product: Product; priority?: boolean }) {
  const href = `/products/${product.slug}`
  const image = product.media?.mainMedia?.image
  const soldOut = isSoldOut(product)
  const simple = (product.productOptions ?? []).length === 0
  const ribbon = soldOut ? 'Sold out' : product.ribbon
  return (
    <article className="card" data-testid="product-card">
      <IntentLink href={href} className="card-media" tabIndex={-1} aria-hidden="true">
        {image?.url ? (
          // biome-ignore lint/performance/noImgElement: the emulator's SVG illustrations need no optimising
          <img
            src={image.url}
            alt=""
            width={400}
            height={400}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
          />
        ) : (
          <span className="card-no-image">No picture</span>
        )}
        {ribbon && <span className={`ribbon${soldOut ? ' ribbon-sold-out' : ''}`}>{ribbon}</span>}
      </IntentLink>
      <div className="card-body">
        {product.brand && <p className="card-brand">{product.brand}</p>}
        <h2 className="card-title">
          <IntentLink href={href}>{product.name}</IntentLink>
        </h2>
        <ProductPrice product={product} />
        {soldOut ? (
          <p className="stock stock-out">Sold out</p>
        ) : simple ? (
          <QuickAdd
            productId={product.id ?? ''}
            variantId={product.variants?.[0]?.id}
            name={product.name ?? ''}
            stock={
              Number.isFinite(variantStock(product.variants?.[0]))
                ? variantStock(product.variants?.[0])
                : null
            }
          />
        ) : (
          <IntentLink href={href} className="button button-ghost button-small">
            Choose options
          </IntentLink>
        )}
      </div>
    </article>
  )
}
