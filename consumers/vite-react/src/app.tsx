import { useCart, useProducts, useSession } from '@vitrine/react'

export function App() {
  const { addItems } = useCart()
  const session = useSession()
  const { data, isPending, error } = useProducts((q) => q.ascending('name').limit(12))
  if (isPending) return <p>Loading…</p>
  if (error) return <p role="alert">{error.message}</p>
  return (
    <main>
      <p>Signed in as: {session.role}</p>
      <ul>
        {data.items.map((product) => (
          <li key={product.id}>
            {product.name}{' '}
            <button
              type="button"
              onClick={() =>
                addItems({ lineItems: [{ catalogReference: { catalogItemId: product.id! }, quantity: 1 }] })
              }
            >
              Add to cart
            </button>
          </li>
        ))}
      </ul>
    </main>
  )
}
