// Copied into every fixture by scripts/test-consumers.mjs: starts the installed emulator with its
// own command (`vitrine-emulator --port 0`: any free port) and resolves to it and its address.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'

/** @returns {Promise<{ emulator: import('node:child_process').ChildProcess, url: string }>} */
export async function startEmulator() {
  const manifest = JSON.parse(readFileSync('node_modules/@vitrine/emulator/package.json', 'utf8'))
  const [command] = Object.keys(manifest.bin)
  const emulator = spawn(`node_modules/.bin/${command}`, ['--port', '0'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const url = await new Promise((resolve, reject) => {
    let out = ''
    const timer = setTimeout(() => reject(new Error(`no address from ${command}: ${out}`)), 30_000)
    emulator.stdout.on('data', (chunk) => {
      out += chunk
      const match = /running at (http:\/\/\S+)/.exec(out)
      if (match) {
        clearTimeout(timer)
        resolve(match[1])
      }
    })
    emulator.on('exit', (code) => reject(new Error(`${command} exited with ${code}: ${out}`)))
  })
  return { emulator, url }
}
