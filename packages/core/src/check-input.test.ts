import { describe, expect, it } from 'vitest'
import {
  checkInput,
  type InputShape,
  inputFunction,
  inputIds,
  inputList,
  inputNonEmpty,
  inputOptional,
  inputRule,
  inputText,
  inputValue,
  refuseInput,
} from './check-input'
import { InvalidInputError } from './errors'
import { inputRecord, inputString } from './lazy-leaves'

const id = inputText(/\S/, 'must not be empty')
const quantity = inputValue((n) => Number.isSafeInteger(n) && (n as number) > 0, 'a positive integer')
const lineItems = inputList({ catalogReference: { catalogItemId: id }, quantity }, 1)

function violations(run: () => void) {
  try {
    run()
  } catch (error) {
    if (InvalidInputError.is(error)) return error.violations.map((v) => `${v.field}: ${v.description}`)
    throw error
  }
  return []
}

describe('checkInput', () => {
  it('passes good input and never changes it', () => {
    const input = Object.freeze({
      lineItems: Object.freeze([{ catalogReference: { catalogItemId: 'p1' }, quantity: 2 }]),
    })
    expect(() => checkInput([{ lineItems }, input, ''])).not.toThrow()
  })

  it('names every bad field as the caller wrote it, sorted', () => {
    expect(
      violations(() =>
        checkInput([
          { lineItems },
          { lineItems: [{ catalogReference: { catalogItemId: ' ' }, quantity: 0 }, { quantity: 1.5 }] },
          '',
        ]),
      ),
    ).toEqual([
      'lineItems[0].catalogReference.catalogItemId: must not be empty',
      'lineItems[0].quantity: must be a positive integer',
      'lineItems[1].catalogReference: is required',
      'lineItems[1].quantity: must be a positive integer',
    ])
  })

  it('says what shape was expected', () => {
    expect(violations(() => checkInput([lineItems, 'nope', 'lineItems']))).toEqual([
      'lineItems: must be a list',
    ])
    expect(violations(() => checkInput([lineItems, [], 'lineItems']))).toEqual([
      'lineItems: must not be empty',
    ])
    expect(violations(() => checkInput([{ a: id }, [], 'opts']))).toEqual(['opts: must be an object'])
    expect(violations(() => checkInput([id, 5, 'code']))).toEqual(['code: must be a string'])
    expect(violations(() => checkInput([id, undefined, '']))).toEqual(['input: is required'])
  })

  it('lets optional parts be absent or null, and checks them when present', () => {
    const shape = { couponCode: inputOptional(id) }
    expect(violations(() => checkInput([shape, {}, ''], [shape, { couponCode: null }, '']))).toEqual([])
    expect(violations(() => checkInput([shape, { couponCode: '' }, '']))).toEqual([
      'couponCode: must not be empty',
    ])
  })

  it('checks a rule across fields only once the fields pass', () => {
    const set = inputRule(
      { price: inputOptional(quantity) },
      (v) => Object.keys(v).length > 0,
      'must set at least one field',
    )
    expect(violations(() => checkInput([set, {}, 'set']))).toEqual(['set: must set at least one field'])
    expect(violations(() => checkInput([set, { price: -1 }, 'set']))).toEqual([
      'set.price: must be a positive integer',
    ])
  })

  it('checks several arguments at once', () => {
    expect(violations(() => checkInput([id, '', 'id'], [quantity, 0, 'quantity']))).toEqual([
      'id: must not be empty',
      'quantity: must be a positive integer',
    ])
  })

  it('reads only own fields: a __proto__ or inherited field is not taken from the prototype', () => {
    const hostile = JSON.parse('{"__proto__": {"catalogItemId": "p1"}}')
    expect(violations(() => checkInput([{ catalogItemId: id }, hostile, 'ref']))).toEqual([
      'ref.catalogItemId: is required',
    ])
    expect(violations(() => checkInput([{ toString: id }, {}, 'x']))).toEqual(['x.toString: is required'])
  })
})

describe('shapes made by another copy of core', () => {
  it('are recognised by their kind, not by instanceof (two copies of core in one bundle)', () => {
    // What another copy's inputList / inputOptional / inputRule make: instances of other classes.
    class List {
      readonly kind = 'list'
      constructor(
        readonly item: InputShape,
        readonly min: number,
      ) {}
    }
    class Optional {
      readonly kind = 'optional'
      constructor(readonly shape: InputShape) {}
    }
    const text = inputText(/\S/, 'must not be empty')
    const shape = { ids: new List(text, 1), note: new Optional(text) } as unknown as InputShape
    expect(() => checkInput([shape, { ids: ['a'] }, ''])).not.toThrow()
    expect(() => checkInput([shape, { ids: [''], note: '' }, ''])).toThrow(
      'Invalid input: "ids[0]" must not be empty, "note" must not be empty',
    )
  })

  it('plain fields may have a field named kind', () => {
    const shape = { kind: inputText(/^(a|b)$/, 'must be a or b') }
    expect(() => checkInput([shape, { kind: 'a' }, ''])).not.toThrow()
    expect(() => checkInput([shape, { kind: 'c' }, ''])).toThrow('"kind" must be a or b')
  })
})

describe('the shared leaves', () => {
  it('inputNonEmpty refuses blank, white space and non-strings; inputFunction anything but a function', () => {
    const shape = { clientId: inputNonEmpty, onReset: inputFunction }
    expect(
      violations(() => checkInput([shape, { clientId: 'my-site', onReset: () => undefined }, ''])),
    ).toEqual([])
    for (const [clientId, problem] of [
      ['', 'must not be empty'],
      ['  \t', 'must not be empty'],
      [42, 'must be a string'],
      [null, 'must be a string'],
    ] as const) {
      expect(violations(() => checkInput([shape, { clientId, onReset: 'no' }, '']))).toEqual([
        `clientId: ${problem}`,
        'onReset: must be a function',
      ])
    }
    expect(violations(() => checkInput([shape, { onReset: () => undefined }, '']))).toEqual([
      'clientId: is required',
    ])
  })

  it('inputString takes any string; inputIds a non-empty list of non-blank ids; inputRecord checks every value by its key', () => {
    const shape = { state: inputString, ids: inputIds, params: inputRecord(inputString) }
    expect(violations(() => checkInput([shape, { state: '', ids: ['a'], params: { '': '' } }, '']))).toEqual(
      [],
    )
    expect(violations(() => checkInput([shape, { state: 1, ids: [], params: [] }, '']))).toEqual([
      'ids: must not be empty',
      'params: must be an object',
      'state: must be a string',
    ])
    expect(
      violations(() => checkInput([shape, { state: 's', ids: ['a', ' '], params: { a: 1 } }, ''])),
    ).toEqual(['ids[1]: must not be empty', 'params.a: must be a string'])
  })

  it("refuseInput throws the checker's error for one field", () => {
    expect(violations(() => refuseInput('publicKey', 'must be an RSA public key'))).toEqual([
      'publicKey: must be an RSA public key',
    ])
  })
})
