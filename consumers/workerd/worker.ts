// A Worker whose fetch handler runs the README's quick start (`quick-start.ts`, written by the
// test) against the emulator named by the EMULATOR_URL binding, and answers what it printed.
import { expected, quickStart } from './quick-start'

export default {
  async fetch(_request: Request, env: { EMULATOR_URL: string }): Promise<Response> {
    const printed: string[] = []
    const log = console.log
    console.log = (...args: unknown[]) => {
      printed.push(args.map(String).join(' '))
    }
    try {
      await quickStart(env.EMULATOR_URL)
      return Response.json({ printed, expected })
    } catch (error) {
      return Response.json({ error: String(error), printed, expected }, { status: 500 })
    } finally {
      console.log = log
    }
  },
}
