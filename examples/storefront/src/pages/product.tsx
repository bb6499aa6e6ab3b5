import type { MediaItem, Product } from '@vitrine/catalog'
import { useCart, useProduct } from '@vitrine/react'
import { useEffect, useId, useMemo, useState } from 'react'
import { ProductPrice } from '../components/product-card'
import { choiceAvailable, choiceName, money, plainText, selectedVariant } from '../format'
import { Link } from '../router'
import { ErrorNotice, errorMessage, Spinner, useDrawerActions, useToast } from '../ui'
import { NotFound } from './not-found'

function Gallery({ product, focus }: { product: Product; focus?: MediaItem }) {
  const items = product.media?.items ?? []
  const [index, setIndex] = useState(0)
  useEffect(() => {
    if (!focus) return
    const at = items.findIndex((item) => item.id === focus.id)
    if (at >= 0) setIndex(at)
  }, [focus, items])
  const main = items[index] ?? product.media?.mainMedia
  return (
    <div className="gallery">
      <div className="gallery-main">
        {main?.image?.url ? (
          <img src={main.image.url} alt={main.image.altText ?? product.name ?? ''} width={800} height={800} />
        ) : (
          <div className="gallery-empty">No image</div>
        )}
        {product.ribbon && <span className="ribbon">{product.ribbon}</span>}
      </div>
      {items.length > 1 && (
        <ul className="thumbs" aria-label="Images">
          {items.map((item, i) => (
            <li key={item.id ?? i}>
              <button
                type="button"
                className="thumb"
                aria-label={`Show image ${i + 1} of ${items.length}`}
                aria-current={i === index}
                onClick={() => setIndex(i)}
              >
                <img src={item.thumbnail?.url ?? item.image?.url} alt="" width={64} height={64} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

function Availability({ inStock, quantity }: { inStock: boolean; quantity: number | null | undefined }) {
  if (!inStock) return <p className="stock stock-out">Out of stock</p>
  if (typeof quantity === 'number' && quantity <= 5)
    return <p className="stock stock-low">Only {quantity} left</p>
  return <p className="stock stock-in">In stock</p>
}

function Purchase({ product }: { product: Product }) {
  const options = product.productOptions ?? []
  const [chosen, setChosen] = useState<Record<string, string>>(() => {
    // Preselect options that have a single choice.
    const initial: Record<string, string> = {}
    for (const option of options) {
      const only = option.choices?.length === 1 ? option.choices[0] : undefined
      if (option.name && only) initial[option.name] = choiceName(option, only)
    }
    return initial
  })
  const [quantity, setQuantity] = useState(1)
  const [message, setMessage] = useState<string>()
  const [adding, setAdding] = useState(false)
  const { addItems } = useCart()
  const { show } = useDrawerActions()
  const toast = useToast()
  const quantityId = useId()

  const variant = options.length === 0 ? product.variants?.[0] : selectedVariant(product, chosen)
  const complete = options.every((o) => chosen[o.name ?? ''])
  const currency = product.priceData?.currency ?? 'USD'
  const price = variant?.variant?.priceData?.discountedPrice ?? variant?.variant?.priceData?.price
  const fullPrice = variant?.variant?.priceData?.price
  const inStock = variant ? variant.stock?.inStock !== false : product.stock?.inStock !== false
  const choiceMedia = useMemo(() => {
    for (const option of options) {
      const choice = option.choices?.find((c) => choiceName(option, c) === chosen[option.name ?? ''])
      if (choice?.media?.mainMedia) return choice.media.mainMedia
    }
    return undefined
  }, [options, chosen])

  const add = async () => {
    if (!variant) return
    setMessage(undefined)
    setAdding(true)
    try {
      await addItems({
        lineItems: [
          { catalogReference: { catalogItemId: product.id, options: { variantId: variant.id } }, quantity },
        ],
      })
      toast(`${quantity} × ${product.name} added to your cart`)
      show()
    } catch (error) {
      setMessage(errorMessage(error))
    } finally {
      setAdding(false)
    }
  }

  return (
    <div className="product-layout">
      <Gallery product={product} focus={choiceMedia} />
      <div className="product-info">
        {product.brand && <p className="card-brand">{product.brand}</p>}
        <h1 tabIndex={-1}>{product.name}</h1>
        <p className="product-price" data-testid="product-price">
          {variant && price !== undefined && price !== null ? (
            <>
              <span
                className={
                  fullPrice !== undefined && fullPrice !== null && price < fullPrice ? 'price-sale' : ''
                }
              >
                {money(price, currency)}
              </span>
              {fullPrice !== undefined && fullPrice !== null && price < fullPrice && (
                <>
                  {' '}
                  <s className="price-was">{money(fullPrice, currency)}</s>
                </>
              )}
            </>
          ) : (
            <ProductPrice product={product} />
          )}
        </p>
        {product.productType === 'digital' && <p className="tag">Instant download</p>}

        <form
          className="purchase"
          onSubmit={(e) => {
            e.preventDefault()
            void add()
          }}
        >
          {options.map((option) => (
            <fieldset key={option.name} className="option">
              <legend>
                {option.name}
                {chosen[option.name ?? ''] && (
                  <span className="option-chosen">: {chosen[option.name ?? '']}</span>
                )}
              </legend>
              <div className={option.optionType === 'color' ? 'swatches' : 'pills'}>
                {option.choices?.map((choice) => {
                  const name = choiceName(option, choice)
                  const available = choiceAvailable(product, chosen, option.name ?? '', name)
                  return (
                    <label
                      key={name}
                      className={`${option.optionType === 'color' ? 'swatch' : 'pill'}${available ? '' : ' unavailable'}`}
                      title={available ? name : `${name}, out of stock`}
                    >
                      <input
                        type="radio"
                        name={`option-${option.name}`}
                        value={name}
                        checked={chosen[option.name ?? ''] === name}
                        onChange={() => setChosen((current) => ({ ...current, [option.name ?? '']: name }))}
                      />
                      {option.optionType === 'color' ? (
                        <>
                          <span
                            className="swatch-color"
                            style={{ background: choice.value }}
                            aria-hidden="true"
                          />
                          <span className="visually-hidden">
                            {name}
                            {available ? '' : ' (out of stock)'}
                          </span>
                        </>
                      ) : (
                        <span>
                          {name}
                          {!available && <span className="visually-hidden"> (out of stock)</span>}
                        </span>
                      )}
                    </label>
                  )
                })}
              </div>
            </fieldset>
          ))}

          <div data-testid="availability" aria-live="polite">
            {complete ? (
              <Availability inStock={inStock} quantity={variant?.stock?.quantity} />
            ) : (
              <p className="stock">
                Choose{' '}
                {options
                  .filter((o) => !chosen[o.name ?? ''])
                  .map((o) => o.name?.toLowerCase())
                  .join(' and ')}
              </p>
            )}
          </div>

          <div className="purchase-row">
            <div className="quantity">
              <label htmlFor={quantityId}>Quantity</label>
              <input
                id={quantityId}
                type="number"
                inputMode="numeric"
                min={1}
                max={99}
                value={quantity}
                onChange={(e) =>
                  setQuantity(Math.max(1, Math.min(99, Number.parseInt(e.target.value, 10) || 1)))
                }
              />
            </div>
            <button
              type="submit"
              className="button button-primary"
              disabled={!complete || !variant || !inStock || adding}
            >
              {adding ? 'Adding…' : !complete ? 'Choose options' : inStock ? 'Add to cart' : 'Out of stock'}
            </button>
          </div>
          {message && (
            <p className="form-error" role="alert">
              {message}
            </p>
          )}
        </form>

        {product.description && <p className="description">{plainText(product.description)}</p>}
        {product.additionalInfoSections?.map((section) => (
          <details key={section.title} className="info-section">
            <summary>{section.title}</summary>
            <p>{plainText(section.description)}</p>
          </details>
        ))}
      </div>
    </div>
  )
}

/** A product page: gallery, options, variant price and availability, add to cart. */
export function ProductPage({ slug }: { slug: string }) {
  const { data: product, isPending, error, refetch } = useProduct(slug)
  useEffect(() => {
    document.title = product?.name ? `${product.name} · Vitrine Shop` : 'Vitrine Shop'
    return () => {
      document.title = 'Vitrine Shop'
    }
  }, [product?.name])
  if (isPending) return <Spinner label="Loading the product…" />
  if (error) return <ErrorNotice error={error} retry={() => refetch()} />
  if (!product) return <NotFound what="product" />
  return (
    <>
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link to="/">Shop</Link> <span aria-hidden="true">/</span>{' '}
        <span aria-current="page">{product.name}</span>
      </nav>
      <Purchase key={product.id} product={product} />
    </>
  )
}
