import { describe, expect, it } from 'vitest'
import { readShippingChoice, saveShippingChoice } from './shipping-choice'

/** A tab's storage, as the browser's `sessionStorage` behaves. */
function tab(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> & { items: Map<string, string> } {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
}

const express = {
  address: {
    country: 'US',
    subdivision: 'US-NY',
    city: 'New York',
    postalCode: '10001',
    addressLine: '1 Main St',
  },
  option: { code: 'express', carrierId: 'carrier-1' },
}

describe('the delivery option the shopper chose, across a reload', () => {
  it('comes back as it was kept', () => {
    const store = tab()
    saveShippingChoice(express, store)
    expect(readShippingChoice(store)).toEqual(express)
  })

  it('is forgotten when cleared, and absent in a new tab', () => {
    const store = tab()
    expect(readShippingChoice(store)).toBeUndefined()
    saveShippingChoice(express, store)
    saveShippingChoice(undefined, store)
    expect(readShippingChoice(store)).toBeUndefined()
  })

  it('ignores what is not a choice: broken JSON, wrong types, prototypes, long text', () => {
    const store = tab()
    for (const stored of [
      '{',
      'null',
      '"express"',
      '{"address":null}',
      '{"address":{"country":"usa"}}',
      '{"address":{"country":"US","city":42}}',
      `{"address":{"country":"US","city":"${'x'.repeat(201)}"}}`,
    ]) {
      store.items.set('vitrine.storefront.shipping', stored)
      expect(readShippingChoice(store), stored).toBeUndefined()
    }
    store.items.set(
      'vitrine.storefront.shipping',
      '{"address":{"country":"US","__proto__":{"polluted":true},"extra":"x"},"option":{"code":7}}',
    )
    const read = readShippingChoice(store)
    expect(read).toEqual({ address: { country: 'US' } })
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined()
  })

  it('survives a storage that throws (private mode, full)', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('full')
      },
      removeItem: () => {},
    }
    expect(() => saveShippingChoice(express, broken)).not.toThrow()
    expect(readShippingChoice(broken)).toBeUndefined()
  })
})
