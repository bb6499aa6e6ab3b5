'use client'
import { SHOP_NAME } from '../lib/config'

/** When even the layout fails (the header cannot render): a bare page with a way to try again. */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <head>
        <title>{`Something went wrong · ${SHOP_NAME}`}</title>
      </head>
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem' }}>
        <h1>The shop could not be shown</h1>
        <p>Something went wrong on our side. Please try again in a moment.</p>
        <button type="button" onClick={reset}>
          Try again
        </button>
      </body>
    </html>
  )
}
