import Link from 'next/link'
import { ListingBody, type SearchParams } from '../components/listing-page'

/** The home page: a short welcome, then every product with the filters. */
export default async function Home({ searchParams }: { searchParams: SearchParams }) {
  return (
    <>
      <section className="hero">
        <h1>Everyday goods, made to last</h1>
        <p className="hero-text">
          Tees and hoodies, bags and caps, mugs, candles and prints — and a few things to download.{' '}
          <Link href="/collections/sale">See what is on sale</Link>.
        </p>
      </section>
      <ListingBody path="/" collection={undefined} searchParams={searchParams} />
    </>
  )
}
