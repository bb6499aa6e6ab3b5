import { afterEach, describe, expect, it, vi } from 'vitest'
import { FakeWebStorage } from '../../test/fake-web-storage'
import { withLock } from './lock'

afterEach(() => {
  vi.unstubAllGlobals()
})

const tick = () => new Promise((resolve) => setTimeout(resolve, 5))

describe('withLock()', () => {
  it('runs at once without a name (nothing shared)', async () => {
    expect(await withLock(undefined, async () => 42)).toBe(42)
  })

  it('serialises holders of one name through the localStorage lock, and releases it', async () => {
    const storage = new FakeWebStorage()
    vi.stubGlobal('localStorage', storage)
    const log: string[] = []
    const task = (id: string) =>
      withLock('L', async () => {
        log.push(`${id} in`)
        await tick()
        log.push(`${id} out`)
        return id
      })
    expect(await Promise.all([task('a'), task('b'), task('c')])).toEqual(['a', 'b', 'c'])
    for (let i = 0; i < log.length; i += 2)
      expect(log[i]?.replace(' in', '')).toBe(log[i + 1]?.replace(' out', ''))
    expect(storage.getItem('L.lock')).toBeNull()
  })

  it('takes over a lock whose holder died (expired claim)', async () => {
    const storage = new FakeWebStorage()
    vi.stubGlobal('localStorage', storage)
    storage.setItem('L.lock', JSON.stringify({ id: 'closed-tab', until: Date.now() - 1 }))
    expect(await withLock('L', async () => 'mine')).toBe('mine')
  })

  it('still runs when the storage lock cannot be used (storage throwing)', async () => {
    const storage = new FakeWebStorage()
    storage.failReads = true
    vi.stubGlobal('localStorage', storage)
    expect(await withLock('L', async () => 'ran')).toBe('ran')
  })

  it('uses Web Locks when present, and runs anyway when they refuse', async () => {
    const request = vi.fn((_name: string, options: unknown, callback?: (lock: unknown) => unknown) =>
      Promise.resolve((callback ?? (options as (lock: unknown) => unknown))({ name: _name })),
    )
    vi.stubGlobal('navigator', { locks: { request } })
    expect(await withLock('L', async () => 1)).toBe(1)
    expect(request).toHaveBeenCalledWith('L', { ifAvailable: true }, expect.any(Function))
    vi.stubGlobal('navigator', {
      locks: { request: () => Promise.reject(new DOMException('opaque origin', 'SecurityError')) },
    })
    expect(await withLock('L', async () => 2)).toBe(2)
  })

  it('tells the task whether it had to wait for another tab (Web Locks)', async () => {
    // A minimal Web Locks: one holder at a time, `ifAvailable` answers null while held.
    let held: Promise<unknown> | undefined
    const request = async (
      _name: string,
      options: unknown,
      callback?: (lock: unknown) => Promise<unknown>,
    ) => {
      const cb = callback ?? (options as (lock: unknown) => Promise<unknown>)
      const ifAvailable = callback !== undefined && (options as { ifAvailable?: boolean }).ifAvailable
      if (held && ifAvailable) return cb(null)
      while (held) await held.catch(() => undefined)
      const run = cb({})
      held = run.finally(() => {
        held = undefined
      })
      return run
    }
    vi.stubGlobal('navigator', { locks: { request } })
    let release = () => {}
    const first = withLock(
      'L',
      (contended) => new Promise<boolean>((resolve) => (release = () => resolve(contended))),
    )
    const second = withLock('L', async (contended) => contended)
    await Promise.resolve()
    release()
    expect(await first).toBe(false)
    expect(await second).toBe(true)
  })

  it('passes the task’s own failure through', async () => {
    vi.stubGlobal('localStorage', new FakeWebStorage())
    await expect(withLock('L', async () => Promise.reject(new Error('renewal failed')))).rejects.toThrow(
      'renewal failed',
    )
  })
})
