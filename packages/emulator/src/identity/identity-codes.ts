/** Application error codes of the identity service (spec section 8; unlisted ones are the emulator's). */
export const IDENTITY_CODES: {
  readonly invalidPassword: string
  readonly resetPassword: string
  readonly emailAlreadyExists: string
  readonly memberNotFound: string
  readonly memberBlocked: string
  readonly invalidStateToken: string
  readonly invalidVerificationCode: string
  readonly verificationCodeExpired: string
  readonly invalidRecoveryToken: string
} = {
  invalidPassword: '-19976',
  resetPassword: '-19973',
  emailAlreadyExists: '-19995',
  memberNotFound: '-19999',
  memberBlocked: '-19958',
  invalidStateToken: 'INVALID_STATE_TOKEN',
  invalidVerificationCode: 'INVALID_VERIFICATION_CODE',
  verificationCodeExpired: 'VERIFICATION_CODE_EXPIRED',
  invalidRecoveryToken: 'INVALID_RECOVERY_TOKEN',
}
