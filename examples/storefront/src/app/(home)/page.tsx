import { HomeContent } from '../../components/home-content'
import { ListingBody, type SearchParams } from '../../components/listing-page'

/** The home page: a short welcome, then every product with the filters. */
export default function Home({ searchParams }: { searchParams: SearchParams }) {
  return <HomeContent listing={<ListingBody path="/" collection={undefined} searchParams={searchParams} />} />
}
