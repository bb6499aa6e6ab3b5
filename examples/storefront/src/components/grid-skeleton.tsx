/** Placeholder cards while a listing renders on the server. */
export function GridSkeleton() {
  return (
    <div className="grid" aria-busy="true">
      {Array.from({ length: 8 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className="card card-skeleton" />
      ))}
      <span className="visually-hidden" role="status">
        Loading products…
      </span>
    </div>
  )
}
