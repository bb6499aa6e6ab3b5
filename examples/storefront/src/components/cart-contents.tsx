'use client'
// The drawer's contents, in their own chunk: a page loads them when the shopper opens the cart
// (or points at the cart button), not up front.
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { Address, LineItem, SelectedShippingOption, ShippingOption, TotalsEstimate } from '@vitrine/cart'
import { useCart } from '@vitrine/react'
import Link from 'next/link'
import { type FormEvent, useId, useState } from 'react'
import { type CartFigures, cartFigures, type Figure, lineTotal } from '../lib/cart-figures'
import { saveCheckout } from '../lib/checkout-snapshot'
import { ADDRESS_FIELD_LENGTH, type AddressField, addressProblems } from '../lib/estimate-address'
import { timeSlot } from '../lib/format'
import { errorMessage } from '../lib/messages'
import type { ShippingChoice } from '../lib/shipping-choice'
import { ErrorNotice, Spinner, useDrawerActions } from './ui'
import { useQuantityDraft } from './use-quantity-draft'

const COUNTRIES = [
  ['US', 'United States'],
  ['CA', 'Canada'],
  ['GB', 'United Kingdom'],
  ['DE', 'Germany'],
  ['FR', 'France'],
] as const

const US_STATES = [
  ['US-CA', 'California'],
  ['US-NY', 'New York'],
  ['US-TX', 'Texas'],
  ['US-WA', 'Washington'],
  ['US-FL', 'Florida'],
] as const

const lineName = (line: LineItem) => line.productName?.translated ?? line.productName?.original ?? 'Item'

/** The line's options as text, e.g. `Size: M · Color: Black`. */
function lineOptions(line: LineItem): string {
  return (line.descriptionLines ?? [])
    .map((d) => `${d.name?.original}: ${d.colorInfo?.original ?? d.plainText?.original ?? ''}`)
    .join(' · ')
}

/** Whether a line cannot be bought as it is (the platform's availability of the line). */
function blocked(line: LineItem): boolean {
  const status = line.availability?.status
  return status === 'NOT_AVAILABLE' || status === 'PARTIALLY_AVAILABLE' || status === 'NOT_FOUND'
}

/** A figure worked out in the browser is marked until the platform's replaces it. */
function Money({ figure, testId }: { figure: Figure; testId: string }) {
  return (
    <span
      data-testid={testId}
      data-estimating={figure.estimating ? '' : undefined}
      aria-busy={figure.estimating}
    >
      {figure.text ?? '…'}
    </span>
  )
}

function Line({ line, settled, currency }: { line: LineItem; settled: boolean; currency: string }) {
  const { setQuantity, removeItems } = useCart()
  const [error, setError] = useState<string>()
  const [capped, setCapped] = useState(false)
  const quantityId = useId()
  const name = lineName(line)
  const quantity = line.quantity ?? 1
  const pending = line.id?.startsWith('optimistic:') ?? false
  const status = line.availability?.status
  const available = line.availability?.quantityAvailable ?? undefined
  // Tracked stock caps the stepper; untracked stock, one order line's 99.
  const most = Math.min(99, typeof available === 'number' ? Math.max(available, 1) : 99)
  const run = (action: Promise<unknown>) => {
    setError(undefined)
    action.catch((e: unknown) => setError(errorMessage(e)))
  }
  // One change is sent when the shopper is done typing (blur, Enter, a pause), not per keystroke.
  const draft = useQuantityDraft({
    value: quantity,
    max: most,
    onCommit: (next, over) => {
      setCapped(over)
      if (line.id && next !== quantity) run(setQuantity(line.id, next))
    },
  })
  const step = (next: number) => {
    draft.reset()
    setCapped(false)
    if (line.id) run(setQuantity(line.id, next))
  }
  const total = lineTotal(line, settled && !pending, currency)
  const options = lineOptions(line)
  return (
    <li
      className={`line${pending ? ' line-pending' : ''}${blocked(line) ? ' line-blocked' : ''}`}
      data-testid="cart-line"
      data-availability={status ?? 'AVAILABLE'}
    >
      <div className="line-image">
        {/* biome-ignore lint/performance/noImgElement: the emulator's SVG illustrations need no optimising */}
        {line.image?.url && <img src={line.image.url} alt="" width={72} height={72} />}
      </div>
      <div className="line-main">
        <p className="line-name">{pending && !line.productName ? 'Adding…' : name}</p>
        {options && <p className="line-options">{options}</p>}
        {line.price?.formattedAmount && <p className="line-unit">{line.price.formattedAmount} each</p>}
        {status === 'NOT_AVAILABLE' && (
          <p className="line-problem" data-testid="line-problem">
            Sold out now. Remove it to check out.
          </p>
        )}
        {status === 'NOT_FOUND' && (
          <p className="line-problem" data-testid="line-problem">
            No longer sold. Remove it to check out.
          </p>
        )}
        {status === 'PARTIALLY_AVAILABLE' && (
          <p className="line-problem" data-testid="line-problem">
            Only {available} left.{' '}
            <button
              type="button"
              className="link-button"
              onClick={() => line.id && typeof available === 'number' && run(setQuantity(line.id, available))}
            >
              Change to {available}
            </button>
          </p>
        )}
        <div className="line-controls">
          <div className="stepper">
            <button
              type="button"
              aria-label={`One less ${name}`}
              disabled={quantity <= 1}
              onClick={() => step(quantity - 1)}
            >
              −
            </button>
            <label htmlFor={quantityId} className="visually-hidden">
              Quantity of {name}
            </label>
            <input
              id={quantityId}
              type="number"
              inputMode="numeric"
              min={1}
              max={most}
              {...draft.field}
              aria-invalid={draft.problem ? true : undefined}
              aria-describedby={draft.problem ? `${quantityId}-problem` : undefined}
              data-testid="line-quantity"
            />
            <button
              type="button"
              aria-label={`One more ${name}`}
              disabled={quantity >= most || status === 'NOT_AVAILABLE'}
              onClick={() => step(quantity + 1)}
            >
              +
            </button>
          </div>
          <button
            type="button"
            className="link-button"
            onClick={() => line.id && run(removeItems([line.id]))}
          >
            Remove<span className="visually-hidden"> {name}</span>
          </button>
        </div>
        {draft.problem && (
          <p className="form-error" id={`${quantityId}-problem`} data-testid="line-quantity-problem">
            {draft.problem}
          </p>
        )}
        {typeof available === 'number' && quantity >= available && status === 'AVAILABLE' ? (
          <p className="hint">That is all we have.</p>
        ) : (
          capped && <p className="hint">You can have at most {most}.</p>
        )}
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
      </div>
      <p className="line-total">
        <Money figure={total} testId="line-total" />
      </p>
    </li>
  )
}

function Coupon({ code }: { code: string | undefined }) {
  const { applyCoupon, removeCoupon } = useCart()
  const [text, setText] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const id = useId()
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!text.trim()) return
    setError(undefined)
    setBusy(true)
    try {
      await applyCoupon(text.trim())
      setText('')
    } catch (e) {
      setError(errorMessage(e))
    } finally {
      setBusy(false)
    }
  }
  if (code) {
    return (
      <div className="coupon-applied">
        <span>
          Coupon <strong data-testid="applied-coupon">{code}</strong> applied
        </span>
        <button
          type="button"
          className="link-button"
          onClick={() => removeCoupon().catch((e) => setError(errorMessage(e)))}
        >
          Remove coupon
        </button>
        {error && <p className="form-error">{error}</p>}
      </div>
    )
  }
  return (
    <form className="coupon" onSubmit={submit}>
      <label htmlFor={id}>Coupon code</label>
      <div className="input-row">
        <input
          id={id}
          value={text}
          onChange={(e) => setText(e.target.value)}
          autoComplete="off"
          maxLength={50}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button type="submit" className="button button-small" disabled={busy || !text.trim()}>
          {busy ? 'Applying…' : 'Apply'}
        </button>
      </div>
      {error && (
        <p className="form-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </form>
  )
}

function AddressForm({
  initial,
  onSubmit,
}: {
  initial?: Address | undefined
  onSubmit: (address: Address) => void
}) {
  const [country, setCountry] = useState(initial?.country ?? 'US')
  const [subdivision, setSubdivision] = useState(initial?.subdivision ?? 'US-NY')
  const [postalCode, setPostalCode] = useState(initial?.postalCode ?? '')
  const [city, setCity] = useState(initial?.city ?? '')
  const [addressLine, setAddressLine] = useState(initial?.addressLine ?? '')
  const [problems, setProblems] = useState<Partial<Record<AddressField, string>>>({})
  const id = useId()
  const fieldId: Record<AddressField, string> = {
    city: `${id}-city`,
    postalCode: `${id}-postal`,
    addressLine: `${id}-line`,
  }
  /** A field's message, and the input's attributes pointing at it. */
  const checked = (field: AddressField) => ({
    maxLength: ADDRESS_FIELD_LENGTH,
    'aria-invalid': problems[field] ? true : undefined,
    'aria-describedby': problems[field] ? `${fieldId[field]}-error` : undefined,
  })
  const message = (field: AddressField) =>
    problems[field] && (
      <p className="form-error" id={`${fieldId[field]}-error`} data-testid="address-problem">
        {problems[field]}
      </p>
    )
  const edited = (field: AddressField) => setProblems(({ [field]: _, ...rest }) => rest)
  return (
    <form
      className="address"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        const address: Address = {
          country,
          ...(country === 'US' ? { subdivision } : {}),
          postalCode: postalCode.trim(),
          city: city.trim(),
          addressLine: addressLine.trim(),
        }
        const found = addressProblems(address)
        setProblems(found)
        const first = (Object.keys(found) as AddressField[])[0]
        if (first) {
          document.getElementById(fieldId[first])?.focus()
          return
        }
        onSubmit(address)
      }}
    >
      <div className="field">
        <label htmlFor={`${id}-country`}>Country</label>
        <select id={`${id}-country`} value={country} onChange={(e) => setCountry(e.target.value)}>
          {COUNTRIES.map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
      </div>
      {country === 'US' && (
        <div className="field">
          <label htmlFor={`${id}-state`}>State</label>
          <select id={`${id}-state`} value={subdivision} onChange={(e) => setSubdivision(e.target.value)}>
            {US_STATES.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="field">
        <label htmlFor={fieldId.city}>City</label>
        <input
          id={fieldId.city}
          value={city}
          onChange={(e) => {
            setCity(e.target.value)
            edited('city')
          }}
          autoComplete="address-level2"
          {...checked('city')}
        />
        {message('city')}
      </div>
      <div className="field">
        <label htmlFor={fieldId.postalCode}>Postal code</label>
        <input
          id={fieldId.postalCode}
          value={postalCode}
          onChange={(e) => {
            setPostalCode(e.target.value)
            edited('postalCode')
          }}
          autoComplete="postal-code"
          {...checked('postalCode')}
        />
        {message('postalCode')}
      </div>
      <div className="field field-wide">
        <label htmlFor={fieldId.addressLine}>Street address</label>
        <input
          id={fieldId.addressLine}
          value={addressLine}
          onChange={(e) => {
            setAddressLine(e.target.value)
            edited('addressLine')
          }}
          autoComplete="address-line1"
          {...checked('addressLine')}
        />
        {message('addressLine')}
      </div>
      <button type="submit" className="button button-small field-wide">
        Estimate shipping and tax
      </button>
    </form>
  )
}

const optionKey = (carrierId: string | undefined | null, code: string | undefined | null) =>
  `${carrierId ?? ''}/${code ?? ''}`

function ShippingOptions({
  carriers,
  selected,
  onSelect,
}: {
  carriers: { carrierId?: string | null | undefined; shippingOptions?: ShippingOption[] | undefined }[]
  selected: string | undefined
  onSelect: (option: SelectedShippingOption) => void
}) {
  return (
    <fieldset className="shipping-options">
      <legend>Delivery</legend>
      {carriers.flatMap((carrier) =>
        (carrier.shippingOptions ?? []).map((option) => {
          const key = optionKey(carrier.carrierId, option.code)
          const pickup = option.logistics?.pickupDetails?.address
          const slot = timeSlot(
            option.logistics?.deliveryTimeSlot?.from,
            option.logistics?.deliveryTimeSlot?.to,
          )
          return (
            <label key={key} className="shipping-option" data-testid="shipping-option">
              <input
                type="radio"
                name="shipping-option"
                checked={selected === key}
                onChange={() =>
                  onSelect({ code: option.code ?? '', carrierId: carrier.carrierId ?? undefined })
                }
              />
              <span className="shipping-option-main">
                <span className="shipping-option-title">{option.title}</span>
                <span className="shipping-option-detail">
                  {[option.logistics?.deliveryTime, slot].filter(Boolean).join(' · ')}
                </span>
                {pickup && (
                  <span className="shipping-option-detail">
                    Pickup point:{' '}
                    {[pickup.addressLine, pickup.city, pickup.postalCode].filter(Boolean).join(', ')}
                  </span>
                )}
              </span>
              <span className="shipping-option-price">
                {Number(option.cost?.price?.amount) === 0 ? 'Free' : option.cost?.price?.formattedAmount}
              </span>
            </label>
          )
        }),
      )}
    </fieldset>
  )
}

function Totals({
  totals,
  figures,
  shipping,
  busy,
}: {
  totals: TotalsEstimate['priceSummary'] | undefined
  /** The subtotal and total: the platform's, or worked out while it answers. */
  figures: CartFigures
  shipping: ShippingChoice | undefined
  busy: boolean
}) {
  return (
    <dl className="totals" aria-busy={busy} data-testid="totals">
      <div>
        <dt>Subtotal</dt>
        <dd>
          <Money figure={figures.subtotal} testId="subtotal" />
        </dd>
      </div>
      {Number(totals?.discount?.amount ?? 0) > 0 && (
        <div className="totals-discount">
          <dt>Discount</dt>
          <dd>−{totals?.discount?.formattedAmount}</dd>
        </div>
      )}
      <div>
        <dt>{shipping ? 'Shipping' : 'Shipping (standard, estimated)'}</dt>
        <dd>
          {totals?.shipping
            ? Number(totals.shipping.amount) === 0
              ? 'Free'
              : totals.shipping.formattedAmount
            : 'Calculated at checkout'}
        </dd>
      </div>
      {shipping && totals?.tax && (
        <div>
          <dt>Tax</dt>
          <dd>{totals.tax.formattedAmount}</dd>
        </div>
      )}
      <div className="totals-total">
        <dt>{shipping ? 'Total' : 'Estimated total'}</dt>
        <dd>
          <Money figure={figures.total} testId="total" />
        </dd>
      </div>
    </dl>
  )
}

/** What the drawer shows: lines, coupon, estimate, totals, checkout (loaded when the drawer first opens). */
export function CartContents({
  shipping,
  setShipping,
}: {
  shipping: ShippingChoice | undefined
  setShipping: (s: ShippingChoice | undefined) => void
}) {
  const { data: cart, isPending, error, isUpdating, estimateTotals, checkout, refetch } = useCart()
  const { hide } = useDrawerActions()
  const [checkingOut, setCheckingOut] = useState(false)
  const [checkoutError, setCheckoutError] = useState<string>()
  const [editingAddress, setEditingAddress] = useState(false)
  const lines = cart?.lineItems ?? []
  const coupon = cart?.appliedDiscounts?.find((d) => d.coupon)?.coupon?.code ?? undefined
  const signature = JSON.stringify([lines.map((l) => [l.id, l.quantity]), coupon])
  const request = shipping
    ? { shippingAddress: shipping.address, selectedShippingOption: shipping.option }
    : undefined
  const estimate = useQuery({
    queryKey: ['estimate', signature, shipping ?? null],
    queryFn: () => estimateTotals(request),
    enabled: lines.length > 0 && !isUpdating,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  })
  const totals = estimate.data?.priceSummary
  const carriers = estimate.data?.shippingInfo?.carrierServiceOptions ?? []
  const chosen = estimate.data?.shippingInfo?.selectedCarrierServiceOption
  const currency = cart?.currency ?? 'USD'
  const problems = lines.filter(blocked)
  // The platform's figures are current when no write is in flight and the estimate is for the
  // cart as it is now; until then the drawer works them out from the lines' prices.
  const settled = !isUpdating && estimate.isSuccess && !estimate.isPlaceholderData
  const figures = cartFigures(lines, totals, settled, currency)

  if (isPending) return <Spinner label="Loading your cart…" />
  if (error) return <ErrorNotice error={error} retry={() => refetch()} />
  if (lines.length === 0) {
    return (
      <div className="drawer-empty">
        <p>Your cart is empty.</p>
        <Link href="/" className="button button-primary" onClick={hide}>
          Browse the shop
        </Link>
      </div>
    )
  }
  return (
    <>
      <ul className="lines" aria-busy={isUpdating}>
        {lines.map((line) => (
          <Line key={line.id} line={line} settled={!isUpdating} currency={currency} />
        ))}
      </ul>
      <Coupon code={coupon} />
      <section className="estimate" aria-labelledby="estimate-title">
        <h3 id="estimate-title">Shipping and tax</h3>
        {shipping && !editingAddress ? (
          <p className="estimate-address">
            To{' '}
            {[
              shipping.address.city,
              shipping.address.subdivision?.replace(/^US-/, ''),
              shipping.address.postalCode,
              shipping.address.country,
            ]
              .filter(Boolean)
              .join(', ')}{' '}
            <button type="button" className="link-button" onClick={() => setEditingAddress(true)}>
              Change
            </button>
          </p>
        ) : (
          <AddressForm
            initial={shipping?.address}
            onSubmit={(address) => {
              setShipping({ address })
              setEditingAddress(false)
            }}
          />
        )}
        {shipping && carriers.length > 0 && (
          <ShippingOptions
            carriers={carriers}
            selected={
              // The shopper's choice shows at once; until they choose, the platform's default.
              shipping.option
                ? optionKey(shipping.option.carrierId, shipping.option.code)
                : chosen
                  ? optionKey(chosen.carrierId, chosen.code)
                  : undefined
            }
            onSelect={(option) => setShipping({ address: shipping.address, option })}
          />
        )}
        {estimate.error && <ErrorNotice error={estimate.error} retry={() => estimate.refetch()} />}
      </section>
      <Totals
        totals={totals}
        figures={figures}
        shipping={shipping}
        busy={estimate.isFetching || isUpdating}
      />
      <div className="drawer-footer">
        {problems.length > 0 && (
          <p className="form-error" role="alert" data-testid="checkout-blocked">
            {problems.length === 1
              ? `${lineName(problems[0] as LineItem)} cannot be bought as it is. Change it or remove it to check out.`
              : `${problems.length} items cannot be bought as they are. Change them or remove them to check out.`}
          </p>
        )}
        {checkoutError && (
          <p className="form-error" role="alert">
            {checkoutError}
          </p>
        )}
        <button
          type="button"
          className="button button-primary button-block"
          disabled={checkingOut || isUpdating || problems.length > 0}
          onClick={async () => {
            setCheckingOut(true)
            setCheckoutError(undefined)
            try {
              const origin = window.location.origin
              const { checkoutId, checkoutUrl } = await checkout(
                { thankYouPageUrl: `${origin}/thank-you`, postFlowUrl: `${origin}/?cart=open` },
                request,
              )
              saveCheckout({
                checkoutId,
                lines: lines.map((line) => ({
                  name: lineName(line),
                  options: lineOptions(line),
                  quantity: line.quantity ?? 1,
                  total: line.lineItemPrice?.formattedAmount ?? '',
                  image: line.image?.url ?? undefined,
                })),
                totals: {
                  subtotal: totals?.subtotal?.formattedAmount ?? undefined,
                  discount:
                    Number(totals?.discount?.amount ?? 0) > 0 ? totals?.discount?.formattedAmount : undefined,
                  shipping: totals?.shipping?.formattedAmount ?? undefined,
                  tax: shipping ? (totals?.tax?.formattedAmount ?? undefined) : undefined,
                  total: totals?.total?.formattedAmount ?? undefined,
                },
              })
              window.location.assign(checkoutUrl)
            } catch (e) {
              setCheckoutError(errorMessage(e))
              setCheckingOut(false)
            }
          }}
        >
          {checkingOut ? 'Going to checkout…' : isUpdating ? 'Updating your cart…' : 'Check out'}
        </button>
        <p className="drawer-note">Secure checkout on a hosted page; you come back here after your order.</p>
      </div>
    </>
  )
}
