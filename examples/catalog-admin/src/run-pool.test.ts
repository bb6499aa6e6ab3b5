import { describe, expect, it } from 'vitest'
import { runPool } from './run-pool'

const tick = () => new Promise((resolve) => setTimeout(resolve, 1))

describe('runPool', () => {
  it('keeps at most `concurrency` tasks in flight and runs every item once', async () => {
    let inFlight = 0
    let most = 0
    const seen: number[] = []
    await runPool([1, 2, 3, 4, 5, 6, 7], 3, async (item) => {
      most = Math.max(most, ++inFlight)
      await tick()
      seen.push(item)
      inFlight--
    })
    expect(most).toBe(3)
    expect(seen.sort()).toEqual([1, 2, 3, 4, 5, 6, 7])
  })

  it('starts nothing more after a failure, waits for the tasks in flight, then throws the first error', async () => {
    const finished: number[] = []
    const run = runPool([1, 2, 3, 4, 5, 6], 2, async (item) => {
      await tick()
      if (item === 2) throw new Error('two')
      await tick()
      finished.push(item)
    })
    await expect(run).rejects.toThrow('two')
    expect(finished).toEqual([1])
  })

  it('starts nothing once stop() says so', async () => {
    const started: number[] = []
    await runPool(
      [1, 2, 3, 4],
      1,
      async (item) => {
        started.push(item)
      },
      () => started.length >= 2,
    )
    expect(started).toEqual([1, 2])
  })
})
