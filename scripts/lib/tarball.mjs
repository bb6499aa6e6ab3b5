// Reads an npm tarball (a gzipped ustar archive) in memory: the names of its files and the text
// of one of them. Enough to check what a package ships without unpacking it anywhere.
import { readFileSync } from 'node:fs'
import { gunzipSync } from 'node:zlib'

/**
 * The files of a tarball, by path inside the package (`package/` dropped), with their bytes.
 * @param {string} file @returns {Map<string, Buffer>}
 */
export function readTarball(file) {
  const tar = gunzipSync(readFileSync(file))
  const files = new Map()
  let longName = ''
  for (let at = 0; at + 512 <= tar.length; ) {
    const header = tar.subarray(at, at + 512)
    if (header.every((byte) => byte === 0)) break
    const text = (from, length) => header.toString('utf8', from, from + length).replace(/\0.*$/s, '')
    const size = Number.parseInt(text(124, 12).trim() || '0', 8)
    const type = text(156, 1)
    const prefix = text(345, 155)
    const name = longName || (prefix ? `${prefix}/${text(0, 100)}` : text(0, 100))
    const body = tar.subarray(at + 512, at + 512 + size)
    longName = ''
    if (type === 'L') longName = body.toString('utf8').replace(/\0.*$/s, '')
    else if (type === '0' || type === '') files.set(name.replace(/^[^/]+\//, ''), Buffer.from(body))
    at += 512 + Math.ceil(size / 512) * 512
  }
  return files
}
