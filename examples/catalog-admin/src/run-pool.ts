/**
 * Runs `task` over `items` with at most `concurrency` in flight, in order of start. No item
 * starts once `stop()` says so or a task has thrown; the tasks in flight are awaited either way,
 * then the first error is thrown.
 */
export async function runPool<T>(
  items: readonly T[],
  concurrency: number,
  task: (item: T, index: number) => Promise<void>,
  stop: () => boolean = () => false,
): Promise<void> {
  let next = 0
  let failed = false
  let firstError: unknown
  const worker = async () => {
    while (next < items.length && !failed && !stop()) {
      const index = next++
      try {
        await task(items[index]!, index)
      } catch (error) {
        if (!failed) firstError = error
        failed = true
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker))
  if (failed) throw firstError
}
