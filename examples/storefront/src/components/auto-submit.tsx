'use client'
import { useEffect, useRef } from 'react'

/**
 * Submits the enclosing GET form when one of its checkboxes or selects changes, so that filters
 * apply at once; without JavaScript the form's own button does it. A price range is submitted on
 * Enter, or when focus leaves the range with a field edited — not when the shopper moves from
 * "Min" to "Max": the listing that would answer the first field alone would replace the form and
 * drop what they type in the second. Renders nothing but an anchor to find the form.
 */
export function AutoSubmit() {
  const anchor = useRef<HTMLSpanElement>(null)
  useEffect(() => {
    const form = anchor.current?.closest('form')
    if (!form) return
    const change = (event: Event) => {
      if ((event.target as HTMLInputElement).type !== 'number') form.requestSubmit()
    }
    const leave = (event: FocusEvent) => {
      const field = event.target as HTMLInputElement
      if (field.type !== 'number') return
      const range = field.closest('fieldset') ?? form
      const next = event.relatedTarget
      if (next instanceof Node && range.contains(next)) return
      const fields = range.querySelectorAll<HTMLInputElement>('input[type=number]')
      if ([...fields].some((input) => input.value !== input.defaultValue)) form.requestSubmit()
    }
    form.addEventListener('change', change)
    form.addEventListener('focusout', leave)
    return () => {
      form.removeEventListener('change', change)
      form.removeEventListener('focusout', leave)
    }
  }, [])
  return <span ref={anchor} hidden />
}
