'use client'
import { useState } from 'react'

/** One client component, so that React hydrates something. */
export function Counter() {
  const [count, setCount] = useState(0)
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {count}
    </button>
  )
}
