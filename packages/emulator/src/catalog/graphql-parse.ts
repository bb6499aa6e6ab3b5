/**
 * A small parser for the GraphQL subset the emulator answers: one operation, fields with aliases
 * and arguments, nested selections, variables and literal values. No fragments or directives.
 */

/** A value in a query: a literal, or a `$variable`. */
export type GraphqlValue =
  | { kind: 'variable'; name: string }
  | { kind: 'literal'; value: unknown }
  | { kind: 'list'; items: GraphqlValue[] }
  | { kind: 'object'; fields: [string, GraphqlValue][] }

/** A selected field. */
export interface GraphqlField {
  alias: string
  name: string
  args: [string, GraphqlValue][]
  selections: GraphqlField[] | undefined
}

/** A parse failure, with the offending position. */
export class GraphqlSyntaxError extends Error {
  override readonly name = 'GraphqlSyntaxError'
}

const PUNCTUATION = new Set(['{', '}', '(', ')', ':', '[', ']', '!', '$', '=', '@', '|', '&'])

type Token = { kind: 'punct' | 'name' | 'string' | 'number' | 'spread'; text: string; at: number }

function tokenize(source: string): Token[] {
  const tokens: Token[] = []
  let i = 0
  while (i < source.length) {
    const char = source[i] ?? ''
    if (/[\s,\uFEFF]/.test(char)) {
      i += 1
    } else if (char === '#') {
      while (i < source.length && source[i] !== '\n') i += 1
    } else if (source.startsWith('...', i)) {
      tokens.push({ kind: 'spread', text: '...', at: i })
      i += 3
    } else if (PUNCTUATION.has(char)) {
      tokens.push({ kind: 'punct', text: char, at: i })
      i += 1
    } else if (/[A-Za-z_]/.test(char)) {
      const match = /^[A-Za-z_][A-Za-z0-9_]*/.exec(source.slice(i))?.[0] ?? char
      tokens.push({ kind: 'name', text: match, at: i })
      i += match.length
    } else if (/[-0-9]/.test(char)) {
      const match = /^-?\d+(\.\d+)?([eE][+-]?\d+)?/.exec(source.slice(i))?.[0]
      if (!match) throw new GraphqlSyntaxError(`Unexpected character at ${i}`)
      tokens.push({ kind: 'number', text: match, at: i })
      i += match.length
    } else if (char === '"') {
      let j = i + 1
      let text = ''
      for (;;) {
        const c = source[j]
        if (c === undefined || c === '\n') throw new GraphqlSyntaxError(`Unterminated string at ${i}`)
        if (c === '"') break
        if (c === '\\') {
          const next = source[j + 1] ?? ''
          const escapes: Record<string, string> = {
            n: '\n',
            t: '\t',
            r: '\r',
            b: '\b',
            f: '\f',
            '"': '"',
            '\\': '\\',
            '/': '/',
          }
          if (next === 'u') {
            text += String.fromCharCode(Number.parseInt(source.slice(j + 2, j + 6), 16))
            j += 6
            continue
          }
          text += escapes[next] ?? next
          j += 2
          continue
        }
        text += c
        j += 1
      }
      tokens.push({ kind: 'string', text, at: i })
      i = j + 1
    } else {
      throw new GraphqlSyntaxError(`Unexpected character ${JSON.stringify(char)} at ${i}`)
    }
  }
  return tokens
}

/** Parses a query document into the selections of its single operation. */
export function parseGraphql(source: string): {
  operation: 'query' | 'mutation'
  selections: GraphqlField[]
} {
  const tokens = tokenize(source)
  let position = 0
  const peek = (): Token | undefined => tokens[position]
  const next = (): Token => {
    const token = tokens[position]
    if (!token) throw new GraphqlSyntaxError('Unexpected end of the query')
    position += 1
    return token
  }
  const expect = (text: string): void => {
    const token = next()
    if (token.text !== text)
      throw new GraphqlSyntaxError(`Expected ${text} at ${token.at}, found ${token.text}`)
  }
  const isPunct = (text: string): boolean => peek()?.kind === 'punct' && peek()?.text === text

  const value = (): GraphqlValue => {
    const token = next()
    if (token.kind === 'punct' && token.text === '$') return { kind: 'variable', name: next().text }
    if (token.kind === 'string') return { kind: 'literal', value: token.text }
    if (token.kind === 'number') return { kind: 'literal', value: Number(token.text) }
    if (token.kind === 'name') {
      if (token.text === 'true' || token.text === 'false')
        return { kind: 'literal', value: token.text === 'true' }
      if (token.text === 'null') return { kind: 'literal', value: null }
      return { kind: 'literal', value: token.text }
    }
    if (token.text === '[') {
      const items: GraphqlValue[] = []
      while (!isPunct(']')) items.push(value())
      expect(']')
      return { kind: 'list', items }
    }
    if (token.text === '{') {
      const fields: [string, GraphqlValue][] = []
      while (!isPunct('}')) {
        const key = next().text
        expect(':')
        fields.push([key, value()])
      }
      expect('}')
      return { kind: 'object', fields }
    }
    throw new GraphqlSyntaxError(`Unexpected ${token.text} at ${token.at}`)
  }

  const selectionSet = (): GraphqlField[] => {
    expect('{')
    const fields: GraphqlField[] = []
    while (!isPunct('}')) {
      const first = next()
      if (first.kind === 'spread') throw new GraphqlSyntaxError('Fragments are not supported by the emulator')
      if (first.kind !== 'name') throw new GraphqlSyntaxError(`Expected a field at ${first.at}`)
      let alias = first.text
      let name = first.text
      if (isPunct(':')) {
        next()
        name = next().text
      } else alias = name
      const args: [string, GraphqlValue][] = []
      if (isPunct('(')) {
        next()
        while (!isPunct(')')) {
          const key = next().text
          expect(':')
          args.push([key, value()])
        }
        expect(')')
      }
      if (isPunct('@')) throw new GraphqlSyntaxError('Directives are not supported by the emulator')
      fields.push({ alias, name, args, selections: isPunct('{') ? selectionSet() : undefined })
    }
    expect('}')
    return fields
  }

  let operation: 'query' | 'mutation' = 'query'
  const head = peek()
  if (head?.kind === 'name') {
    if (head.text !== 'query' && head.text !== 'mutation')
      throw new GraphqlSyntaxError(`Unsupported operation ${head.text}`)
    operation = head.text
    next()
    if (peek()?.kind === 'name') next()
    if (isPunct('(')) {
      // Variable definitions: types are not checked, values come from `variables`.
      let open = 0
      do {
        const token = next()
        if (token.text === '(') open += 1
        if (token.text === ')') open -= 1
      } while (open > 0)
    }
  }
  let selections: GraphqlField[]
  try {
    selections = selectionSet()
  } catch (error) {
    // No depth limit is stated; only a document nested deep enough to overflow the stack is refused.
    if (error instanceof RangeError) throw new GraphqlSyntaxError('The query nests too deeply to parse')
    throw error
  }
  if (position !== tokens.length) throw new GraphqlSyntaxError('Only one operation per request is supported')
  return { operation, selections }
}
