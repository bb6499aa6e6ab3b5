// A full garbage collection on demand, for the benches that measure from a collected heap (heap
// in use, or CPU time not charged with what ran before). `--expose-gc` set at run time: the
// benches run under `tsx`, whose command line they do not choose.
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

setFlagsFromString('--expose-gc')

/** Collects the whole heap now. */
export const gc = runInNewContext('gc') as () => void
