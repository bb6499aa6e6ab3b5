'use client'
import type { MediaItem, Product } from '@vitrine/catalog'
import { useCart } from '@vitrine/react'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { money, type PriceLabels } from '../lib/format'
import { errorMessage } from '../lib/messages'
import {
  addableQuantity,
  choiceAvailable,
  choiceName,
  choicesFromSearch,
  defaultChoices,
  isSoldOut,
  listPriceBefore,
  searchForChoices,
  selectedVariant,
  variantPaidPrice,
  variantStock,
} from '../lib/product-facts'
import { ProductPrice } from './product-price'
import { useDrawerActions, useToast } from './ui'
import { useHydratedValue } from './use-hydrated'
import { useQuantityDraft } from './use-quantity-draft'

function Gallery({ product, focus }: { product: Product; focus: MediaItem | undefined }) {
  const items = product.media?.items ?? []
  const [picked, setPicked] = useState<string>()
  // The chosen colour's picture shows until the shopper picks a thumbnail; choosing another
  // colour (or Back to one) shows that colour's picture again, whatever was picked before.
  const [pickedUnder, setPickedUnder] = useState(focus?.id)
  if (pickedUnder !== focus?.id) {
    setPickedUnder(focus?.id)
    setPicked(undefined)
  }
  const shown =
    items.find((item) => item.id === picked) ??
    (focus ? items.find((item) => item.id === focus.id) : undefined) ??
    items[0] ??
    product.media?.mainMedia
  return (
    <div className="gallery">
      <div className="gallery-main">
        {shown?.image?.url ? (
          // biome-ignore lint/performance/noImgElement: the emulator's SVG illustrations need no optimising
          <img
            src={shown.image.url}
            alt={shown.image.altText ?? product.name ?? ''}
            width={800}
            height={800}
            fetchPriority="high"
            data-testid="gallery-image"
          />
        ) : (
          <div className="gallery-empty">No picture</div>
        )}
        {isSoldOut(product) ? (
          <span className="ribbon ribbon-sold-out">Sold out</span>
        ) : (
          product.ribbon && <span className="ribbon">{product.ribbon}</span>
        )}
      </div>
      {items.length > 1 && (
        <ul className="thumbs" aria-label="Pictures">
          {items.map((item, i) => (
            <li key={item.id ?? i}>
              <button
                type="button"
                className="thumb"
                aria-label={`Show picture ${i + 1} of ${items.length}`}
                aria-current={item === shown}
                onClick={() => setPicked(item.id ?? undefined)}
              >
                {/* biome-ignore lint/performance/noImgElement: as above */}
                <img src={item.thumbnail?.url ?? item.image?.url ?? ''} alt="" width={64} height={64} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

function Availability({ stock }: { stock: number }) {
  if (stock === 0) return <p className="stock stock-out">Sold out</p>
  if (Number.isFinite(stock) && stock <= 5) return <p className="stock stock-low">Only {stock} left</p>
  return <p className="stock stock-in">In stock</p>
}

function sameChoices(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a)
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key])
}

/**
 * The product's gallery (the first child: the page lays it out) and its options, price, stock
 * and "Add to cart" (the second). The choices live in the URL (`?Size=M&Color=Navy`, see
 * `searchForChoices`), read here in the browser: the page itself is prerendered once for every
 * link. Each choice the shopper makes is a new history entry, and Back or Forward shows the
 * choices of the entry it lands on. `prices` are its prices formatted on the server (`shownPrices`),
 * so that hydrating it builds no number formatter.
 */
export function ProductView({ product, prices }: { product: Product; prices: PriceLabels }) {
  const options = product.productOptions ?? []
  const [chosen, setChosen] = useState<Record<string, string>>(() => defaultChoices(product))
  useEffect(() => {
    // The URL decides: once on mount (the prerendered page shows no choice a link names), then on
    // Back/Forward.
    const follow = () => {
      const fromUrl = choicesFromSearch(product, new URLSearchParams(window.location.search))
      setChosen((current) => (sameChoices(current, fromUrl) ? current : fromUrl))
    }
    follow()
    window.addEventListener('popstate', follow)
    return () => window.removeEventListener('popstate', follow)
  }, [product])
  const variant = selectedVariant(product, chosen)
  const complete = options.every((o) => chosen[o.name ?? ''])
  const soldOut = isSoldOut(product)
  const stock = variant ? variantStock(variant) : soldOut ? 0 : Number.POSITIVE_INFINITY
  const { addItems, data: cartQuantity = 0 } = useCart({
    select: (cart) =>
      cart?.lineItems
        ?.filter(
          (line) =>
            line.catalogReference?.catalogItemId === product.id &&
            (line.catalogReference?.options?.['variantId'] ?? undefined) === (variant?.id ?? undefined),
        )
        .reduce((n, line) => n + (line.quantity ?? 0), 0) ?? 0,
  })
  const inCart = useHydratedValue(cartQuantity, 0)
  const limit = addableQuantity(stock, variant ? inCart : 0)
  const [quantity, setQuantity] = useState(1)
  const [capped, setCapped] = useState(false)
  const [message, setMessage] = useState<string>()
  const [adding, setAdding] = useState(false)
  const { show, hide } = useDrawerActions()
  const toast = useToast()
  const quantityId = useId()
  const currency = product.priceData?.currency ?? 'USD'
  const paid = variant && options.length > 0 ? variantPaidPrice(variant) : undefined
  const was = listPriceBefore(product, paid)
  const price = (amount: number) => prices[String(amount)] ?? money(amount, currency)
  const choiceMedia = useMemo(() => {
    for (const option of options) {
      const choice = option.choices?.find((c) => choiceName(option, c) === chosen[option.name ?? ''])
      const media = choice?.media?.items?.[0] ?? choice?.media?.mainMedia
      if (media) return media
    }
    return undefined
  }, [options, chosen])

  const quantityField = useRef<HTMLInputElement>(null)
  // What the shopper types is taken when they are done (blur, Enter, a pause), never per keystroke.
  const draft = useQuantityDraft({
    value: quantity,
    max: Math.max(1, limit.max),
    onCommit: (next, over) => {
      setQuantity(next)
      setCapped(over)
    },
  })

  const add = async () => {
    if ((!variant && options.length > 0) || adding) return
    const typed = draft.flush()
    if (typed === undefined) {
      quantityField.current?.focus()
      return
    }
    // The quantity never exceeds what can still be added (the stock, less what the cart holds).
    const wanted = Math.min(typed, Math.max(limit.max, 1))
    setMessage(undefined)
    setAdding(true)
    // The drawer opens at once, the line pending in it, while the platform adds it.
    show()
    try {
      await addItems({
        lineItems: [
          {
            catalogReference: {
              catalogItemId: product.id ?? '',
              ...(variant?.id ? { options: { variantId: variant.id } } : {}),
            },
            quantity: wanted,
          },
        ],
      })
      toast(`${wanted} × ${product.name} added to your cart`)
      setQuantity(1)
      setCapped(false)
    } catch (error) {
      // The drawer shows the line gone again; the reason is here, by the button.
      hide()
      setMessage(errorMessage(error))
    } finally {
      setAdding(false)
    }
  }

  const buttonText = adding
    ? 'Adding…'
    : soldOut
      ? 'Sold out'
      : !complete
        ? 'Choose options'
        : stock === 0
          ? 'Sold out'
          : limit.max === 0
            ? 'All in your cart'
            : 'Add to cart'

  return (
    <>
      <Gallery product={product} focus={choiceMedia} />
      <div className="product-info">
        {product.brand && <p className="card-brand">{product.brand}</p>}
        <h1>{product.name}</h1>
        <div className="product-price" data-testid="product-price">
          {paid !== undefined ? (
            <p className="price">
              <span className={was === undefined ? '' : 'price-sale'}>{price(paid)}</span>
              {was !== undefined && (
                <>
                  {' '}
                  <s className="price-was">{price(was)}</s>
                </>
              )}
            </p>
          ) : (
            <ProductPrice product={product} format={price} />
          )}
        </div>
        {product.productType === 'digital' && <p className="tag">Instant download</p>}

        <form
          className="purchase"
          onSubmit={(event) => {
            event.preventDefault()
            void add()
          }}
        >
          {options.map((option) => (
            <fieldset key={option.name} className="option">
              <legend>
                {option.name}
                {chosen[option.name ?? ''] && (
                  <span className="option-chosen">
                    : {chosen[option.name ?? '']}
                    {!choiceAvailable(
                      product,
                      chosen,
                      option.name ?? '',
                      chosen[option.name ?? ''] ?? '',
                    ) && <span className="option-sold-out"> — sold out</span>}
                  </span>
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
                      title={available ? name : `${name}, sold out`}
                    >
                      <input
                        type="radio"
                        name={`option-${option.name}`}
                        value={name}
                        checked={chosen[option.name ?? ''] === name}
                        onChange={() => {
                          const next = { ...chosen, [option.name ?? '']: name }
                          setChosen(next)
                          // A history entry per choice; Next.js keeps its router in step with it.
                          const { pathname, search, hash } = window.location
                          const url = `${pathname}${searchForChoices(product, next, new URLSearchParams(search))}${hash}`
                          window.history.pushState(null, '', url)
                          setMessage(undefined)
                          setQuantity(1)
                          setCapped(false)
                          draft.reset()
                        }}
                      />
                      {option.optionType === 'color' ? (
                        <>
                          <span
                            className="swatch-color"
                            style={{ background: choice.value ?? undefined }}
                            aria-hidden="true"
                          />
                          <span className="visually-hidden">
                            {name}
                            {available ? '' : ' (sold out)'}
                          </span>
                        </>
                      ) : (
                        <span>
                          {name}
                          {!available && <span className="visually-hidden"> (sold out)</span>}
                        </span>
                      )}
                    </label>
                  )
                })}
              </div>
            </fieldset>
          ))}

          <div data-testid="availability" aria-live="polite">
            {soldOut ? (
              <p className="stock stock-out">Sold out</p>
            ) : complete ? (
              <Availability stock={stock} />
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
                max={Math.max(1, limit.max)}
                ref={quantityField}
                {...draft.field}
                aria-invalid={draft.problem ? true : undefined}
                aria-describedby={`${quantityId}-limit`}
                disabled={soldOut || stock === 0}
              />
            </div>
            <button
              type="submit"
              className="button button-primary"
              // Not disabled while adding: the button keeps focus, which returns to it when the drawer closes.
              aria-disabled={adding || undefined}
              disabled={soldOut || !complete || stock === 0 || limit.max === 0}
            >
              {buttonText}
            </button>
          </div>
          <p id={`${quantityId}-limit`} className="hint" data-testid="quantity-limit" aria-live="polite">
            {complete && !soldOut && stock > 0
              ? [
                  draft.problem,
                  limit.message,
                  capped && limit.max > 0 ? `You can add at most ${limit.max}.` : undefined,
                ]
                  .filter(Boolean)
                  .join(' ')
              : ''}
          </p>
          {message && (
            <p className="form-error" role="alert">
              {message}
            </p>
          )}
        </form>
      </div>
    </>
  )
}
