import { describe, expect, it } from 'vitest'
import { formatDuration, progressBar } from './progress'

describe('progressBar', () => {
  it('prints a plain line per tenth with an ETA when the output is not a terminal', () => {
    let text = ''
    let now = 0
    const bar = progressBar({ write: (t: string) => (text += t) }, 'import', 20, () => now)
    for (let done = 1; done <= 20; done++) {
      now = done * 1000
      bar.update(done, done > 18 ? 1 : 0)
    }
    bar.finish()
    const lines = text.trimEnd().split('\n')
    expect(lines).toHaveLength(11)
    expect(lines[0]).toBe('import: 1/20 (5%), ETA 19s')
    expect(lines[1]).toBe('import: 2/20 (10%), ETA 18s')
    expect(lines.at(-1)).toBe('import: 20/20 (100%), 1 failed')
  })

  it('draws a bar in place on a terminal, with an ETA (cli-progress)', () => {
    let text = ''
    const bar = progressBar({ write: (t: string) => (text += t), isTTY: true, columns: 120 }, 'export', 4)
    bar.update(2, 0)
    bar.update(4, 1)
    bar.finish()
    expect(text).toMatch(/export \[[█░]{30}\] 100% \| 4\/4 \| ETA 0s \| 1 failed/)
    expect(text).toContain('\n')
  })

  it('counts without a total', () => {
    let text = ''
    const bar = progressBar({ write: (t: string) => (text += t) }, 'export', undefined)
    for (let done = 1; done <= 2500; done++) bar.update(done, 0)
    expect(text).toBe('export: 1\nexport: 1000\nexport: 2000\n')
  })
})

describe('formatDuration', () => {
  it('says seconds, minutes and hours briefly', () => {
    expect(formatDuration(0.4)).toBe('0s')
    expect(formatDuration(83)).toBe('1m23s')
    expect(formatDuration(7322)).toBe('2h02m')
  })
})
