import { HomeContent } from '../../components/home-content'
import { DefaultListing } from '../../components/listing-page'

/**
 * The home page: a short welcome, then every product with the filters — prerendered whole and
 * served from the cache. A filtered view (`/?sort=newest`) is another route (`app/filtered`),
 * which `next.config.ts` rewrites such a URL to: this page reads nothing of the request.
 */
export default function Home() {
  return <HomeContent listing={<DefaultListing path="/" collection={undefined} />} />
}
