// Guards the fan-in figures of `pnpm bench`: one token request whatever the concurrency.
import { describe, expect, it } from 'vitest'
import { benchAuthFanIn } from './auth-fan-in'

describe('auth fan-in', () => {
  it('makes exactly one token request for 100 and 1 000 concurrent calls, with an expired token and with none', async () => {
    const figures = await benchAuthFanIn()
    const counts = Object.entries(figures).filter(([name]) => name.endsWith('token requests'))
    expect(counts).toHaveLength(4)
    for (const [name, requests] of counts) expect({ name, requests }).toEqual({ name, requests: 1 })
  })
})
