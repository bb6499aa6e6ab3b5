import type { ReactNode } from 'react'
import { IntentLink } from './intent-link'

/** The home page: a short welcome, then the listing. */
export function HomeContent({ listing }: { listing: ReactNode }) {
  return (
    <>
      <section className="hero">
        <h1>Everyday goods, made to last</h1>
        <p className="hero-text">
          Tees and hoodies, bags and caps, mugs, candles and prints — and a few things to download.{' '}
          <IntentLink href="/collections/sale">See what is on sale</IntentLink>.
        </p>
      </section>
      {listing}
    </>
  )
}
