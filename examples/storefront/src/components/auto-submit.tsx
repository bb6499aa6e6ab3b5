'use client'
import { useEffect, useRef } from 'react'

/**
 * Submits the enclosing GET form when one of its checkboxes or selects changes (a price field on
 * Enter or when it loses focus), so that filters apply at once; without JavaScript the form's own
 * button does it. Renders nothing but an anchor to find the form.
 */
export function AutoSubmit() {
  const anchor = useRef<HTMLSpanElement>(null)
  useEffect(() => {
    const form = anchor.current?.closest('form')
    if (!form) return
    const submit = (event: Event) => {
      const target = event.target as HTMLInputElement | HTMLSelectElement
      if (target.type === 'number' && event.type === 'input') return
      form.requestSubmit()
    }
    form.addEventListener('change', submit)
    return () => form.removeEventListener('change', submit)
  }, [])
  return <span ref={anchor} hidden />
}
