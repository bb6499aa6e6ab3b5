/**
 * `@vitrine/webhooks/testing`: helpers for your own tests: sign deliveries as the platform does,
 * with a key pair made for the test.
 *
 * @packageDocumentation
 */
// The public surface of @vitrine/webhooks/testing: helpers for users' own tests.
export { generateSigningKeys, type SigningKeys } from './testing/generate-signing-keys'
export { type SignableEvent, type SignDeliveryOptions, signDelivery } from './testing/sign-delivery'
