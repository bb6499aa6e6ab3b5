'use client'
import { type ChangeEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { quantityProblem, readQuantity } from '../lib/quantity'

/** How long the shopper pauses before what they typed is taken (they may still be typing "13"). */
const PAUSE_MS = 600

/** What {@link useQuantityDraft} gives a quantity field. */
export interface QuantityDraft {
  /** The `<input>`'s value and handlers. */
  field: {
    value: string
    onChange(event: ChangeEvent<HTMLInputElement>): void
    onBlur(): void
    onKeyDown(event: KeyboardEvent<HTMLInputElement>): void
  }
  /** The field's message when its text is not a quantity (shown once the shopper is done). */
  problem: string | undefined
  /** Takes what is typed now: the quantity, or `undefined` when it is not one (the problem shows). */
  flush(): number | undefined
  /** Drops what is being typed (a stepper button set the quantity). */
  reset(): void
}

/**
 * A quantity field that lets the shopper type — clear it, type "3" — and takes the number once
 * they are done: when the field loses focus, on Enter, or after a short pause. Only then is
 * `onCommit` called, once, with the number (lowered to `max`, `capped` says so). An empty or
 * invalid field is never taken, and never turns into 1: it keeps what was typed and says why.
 */
export function useQuantityDraft({
  value,
  max,
  onCommit,
}: {
  /** The quantity as it stands (shown while the shopper is not typing). */
  value: number
  /** The most that can be had. */
  max: number
  onCommit(quantity: number, capped: boolean): void
}): QuantityDraft {
  const [draft, setDraft] = useState<string>()
  const [problem, setProblem] = useState<string>()
  const latest = useRef({ draft, value, max, onCommit })
  latest.current = { draft, value, max, onCommit }
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const take = (quiet: boolean): number | undefined => {
    clearTimeout(timer.current)
    const now = latest.current
    if (now.draft === undefined) return now.value
    const reading = readQuantity(now.draft, now.max)
    if (reading.kind !== 'quantity') {
      if (!quiet) setProblem(quantityProblem(now.max))
      return undefined
    }
    // Until the next render, the taken number is the quantity (a submit right after Enter reads it).
    latest.current = { ...now, draft: undefined, value: reading.quantity }
    setDraft(undefined)
    setProblem(undefined)
    now.onCommit(reading.quantity, reading.capped)
    return reading.quantity
  }

  return {
    field: {
      value: draft ?? String(value),
      onChange(event) {
        const text = event.target.value
        latest.current = { ...latest.current, draft: text }
        setDraft(text)
        setProblem(undefined)
        clearTimeout(timer.current)
        timer.current = setTimeout(() => take(true), PAUSE_MS)
      },
      onBlur() {
        take(false)
      },
      onKeyDown(event) {
        if (event.key === 'Enter') take(false)
      },
    },
    problem,
    flush: () => take(false),
    reset() {
      clearTimeout(timer.current)
      latest.current = { ...latest.current, draft: undefined }
      setDraft(undefined)
      setProblem(undefined)
    },
  }
}
