// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { Component, type ReactNode, Suspense } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setup } from '../test/helpers'
import {
  useCollections,
  useSuspenseCollection,
  useSuspenseInfiniteProducts,
  useSuspenseProduct,
  useSuspenseProducts,
} from './index'

class Boundary extends Component<{ children?: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {}
  static getDerivedStateFromError(error: Error) {
    return { error }
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.name}</p> : this.props.children
  }
}

function Product({ slug }: { slug: string }) {
  const { data } = useSuspenseProduct(slug)
  return <h1>{data ? data.name : 'Not found'}</h1>
}

function Shelf() {
  const { data } = useSuspenseProducts((q) => q.ascending('name').limit(3))
  return <p>{data.items.length} products</p>
}

function Collection() {
  const { data } = useSuspenseCollection('home-living')
  return <h2>{data?.name}</h2>
}

function Infinite() {
  const { data } = useSuspenseInfiniteProducts((q) => q.limit(4))
  return <p>{data.pages[0]?.items.length} on the first page</p>
}

function Collections() {
  const { data } = useCollections((q) => q.ascending('name'))
  return (
    <ul>
      {data?.items.map((c) => (
        <li key={c.id}>{c.name}</li>
      ))}
    </ul>
  )
}

afterEach(() => vi.restoreAllMocks())

describe('suspense variants', () => {
  it('suspend until the data is there, then render it', async () => {
    const { wrapper: Wrapper } = setup()
    render(
      <Wrapper>
        <Suspense fallback={<p>Loading…</p>}>
          <Product slug="linen-shirt" />
          <Shelf />
          <Collection />
          <Infinite />
        </Suspense>
        <Collections />
      </Wrapper>,
    )
    expect(screen.getByText('Loading…')).toBeTruthy()
    expect(await screen.findByRole('heading', { level: 1, name: 'Linen Shirt' })).toBeTruthy()
    expect(screen.getByText('3 products')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: 'Home & Living' })).toBeTruthy()
    expect(screen.getByText('4 on the first page')).toBeTruthy()
    expect((await screen.findAllByRole('listitem')).length).toBeGreaterThanOrEqual(5)
  })

  it('throw a failure to the error boundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { wrapper: Wrapper, emulator } = setup()
    emulator.faults.add({ match: 'query-platformized', status: 500 })
    render(
      <Wrapper>
        <Boundary>
          <Suspense fallback={<p>Loading…</p>}>
            <Product slug="linen-shirt" />
          </Suspense>
        </Boundary>
      </Wrapper>,
    )
    expect((await screen.findByRole('alert')).textContent).toBe('SystemError')
  })
})
