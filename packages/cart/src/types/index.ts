/**
 * The cart as the platform returns it (spec section 3), field for field with the wire, except
 * that timestamps are `Date`s and float fields are numbers (also `NaN` and `±Infinity`).
 *
 * Money is a decimal string (`"10.50"`), never a float: add amounts with a decimal library or
 * in minor units, not with `+`. Every field is optional because the platform omits empty ones.
 *
 * One file per entity; the enumerations, which are values too, are in `./enums`.
 *
 * @module
 */

export type * from './address'
export type * from './calculation-errors'
export type * from './cart'
export type * from './checkout'
export type * from './line-item'
export type * from './membership'
export type * from './shipping'
export type * from './tax'
export type * from './totals-estimate'
export type * from './values'
