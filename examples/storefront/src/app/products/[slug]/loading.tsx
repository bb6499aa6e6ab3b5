/** While a product page renders on the server. */
export default function Loading() {
  return (
    <div className="product-layout" aria-busy="true">
      <div className="gallery-main card-skeleton" />
      <div className="product-info">
        <p className="skeleton-line" />
        <p className="skeleton-line skeleton-short" />
        <span className="visually-hidden" role="status">
          Loading the product…
        </span>
      </div>
    </div>
  )
}
