import { Link } from '../router'

/** Nothing here. */
export function NotFound({ what = 'page' }: { what?: string }) {
  return (
    <section className="page-narrow centered">
      <h1 tabIndex={-1}>This {what} does not exist</h1>
      <p>It may have been moved or sold out for good.</p>
      <Link to="/" className="button button-primary">
        Back to the shop
      </Link>
    </section>
  )
}
