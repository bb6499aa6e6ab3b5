import { describe, expect, it } from 'vitest'
import { addressProblems } from './estimate-address'

describe('the shipping estimate’s address', () => {
  it('refuses an empty city, postal code and street, each with its own message', () => {
    expect(addressProblems({ country: 'US', city: '', postalCode: '  ', addressLine: undefined })).toEqual({
      city: 'Enter a city.',
      postalCode: 'Enter a postal code.',
      addressLine: 'Enter a street address.',
    })
    expect(
      addressProblems({ country: 'US', city: 'New York', postalCode: '', addressLine: '1 Main St' }),
    ).toEqual({
      postalCode: 'Enter a postal code.',
    })
  })

  it('accepts a full address', () => {
    expect(
      addressProblems({ country: 'US', city: 'New York', postalCode: '10001', addressLine: '1 Main St' }),
    ).toEqual({})
  })
})
