'use client'
import { useEffect } from 'react'
import { SHOP_NAME } from '../lib/config'
import { errorMessage } from '../lib/messages'

/** A page that failed to render (the platform unreachable, …): say so, offer to try again. */
export default function PageError({
  error,
  reset,
}: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  useEffect(() => {
    console.warn('The page could not be shown:', error.digest ?? error.message)
  }, [error])
  return (
    <section className="page-narrow" role="alert">
      <title>{`Something went wrong · ${SHOP_NAME}`}</title>
      <h1>This page could not be shown</h1>
      <p>{errorMessage(error)}</p>
      <button type="button" className="button button-primary" onClick={reset}>
        Try again
      </button>
    </section>
  )
}
