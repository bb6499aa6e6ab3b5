import { describe, expect, it } from 'vitest'
import { checkAddress } from './estimate-address'

describe('the shipping estimate’s address', () => {
  it('refuses an empty city, postal code and street, each with its own message', () => {
    expect(
      checkAddress({ country: 'US', city: '', postalCode: '  ', addressLine: undefined }).problems,
    ).toEqual({
      city: 'Enter a city.',
      postalCode: 'Enter a postal code.',
      addressLine: 'Enter a street address.',
    })
    expect(
      checkAddress({ country: 'US', city: 'New York', postalCode: '', addressLine: '1 Main St' }).problems,
    ).toEqual({
      postalCode: 'Enter a postal code.',
    })
  })

  it('refuses a blank city or street (spaces only) and a region the cart would refuse', () => {
    expect(
      checkAddress({ country: 'US', subdivision: 'NY', city: '  ', postalCode: '10001', addressLine: '\t' })
        .problems,
    ).toEqual({
      subdivision: 'Choose a state or region: a code such as US-NY.',
      city: 'Enter a city.',
      addressLine: 'Enter a street address.',
    })
  })

  it('accepts a full address, trimmed as it will be sent', () => {
    expect(
      checkAddress({
        country: 'US',
        subdivision: 'US-NY',
        city: ' New York ',
        postalCode: '10001',
        addressLine: '1 Main St ',
      }),
    ).toEqual({
      data: {
        country: 'US',
        subdivision: 'US-NY',
        city: 'New York',
        postalCode: '10001',
        addressLine: '1 Main St',
      },
    })
  })
})
