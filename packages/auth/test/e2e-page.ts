/**
 * The storefront page of the browser tests: the SDK from sources, on `window.vitrine`, and a
 * count of `message` listeners (to check the hidden-frame flow removes its own).
 */
import * as core from '@vitrine/core'
import * as auth from '../src/index'

const counted = { message: 0 }
const add = window.addEventListener.bind(window)
const remove = window.removeEventListener.bind(window)
window.addEventListener = ((
  type: string,
  listener: EventListenerOrEventListenerObject,
  options?: unknown,
) => {
  if (type === 'message') counted.message++
  add(type, listener, options as AddEventListenerOptions)
}) as typeof window.addEventListener
window.removeEventListener = ((
  type: string,
  listener: EventListenerOrEventListenerObject,
  options?: unknown,
) => {
  if (type === 'message') counted.message--
  remove(type, listener, options as EventListenerOptions)
}) as typeof window.removeEventListener

Object.assign(window, { vitrine: { ...core, ...auth }, listeners: counted, ready: true })
