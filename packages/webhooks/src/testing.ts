// The public surface of @vitrine/webhooks/testing: helpers for users' own tests.
export { generateSigningKeys, type SigningKeys } from './testing/generate-signing-keys'
export { type SignableEvent, type SignDeliveryOptions, signDelivery } from './testing/sign-delivery'
