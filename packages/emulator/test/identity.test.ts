import { describe, expect, it } from 'vitest'
import {
  createEmulator,
  DEMO_API_KEY,
  DEMO_CAPTCHA_TOKEN,
  DEMO_CLIENT_ID,
  DEMO_MEMBER,
  type Emulator,
  type EmulatorOptions,
} from '../src/index'
import { stateText } from '../src/state/state-file'
import { call, type Json, visitorTokens } from './helpers'

const AUTH = '/_api/iam/authentication'

async function setup(
  options: EmulatorOptions = {},
): Promise<{ emulator: Emulator; auth: Record<string, string> }> {
  const emulator = createEmulator(options)
  return { emulator, auth: { authorization: (await visitorTokens(emulator)).access_token } }
}

describe('identity: register, verify, login', () => {
  it('registers with e-mail verification: a code in the mailbox, verify, then SUCCESS', async () => {
    const { emulator, auth } = await setup()
    const registered = await call(
      emulator,
      'POST',
      `${AUTH}/v2/register`,
      { loginId: { email: 'Ann@Example.com' }, password: 'secret-1', profile: { nickname: 'ann' } },
      auth,
    )
    expect(registered.status).toBe(200)
    expect(registered.body).toMatchObject({
      state: 'REQUIRE_EMAIL_VERIFICATION',
      stateToken: expect.any(String),
    })
    expect(registered.body.identity).toMatchObject({
      email: { address: 'ann@example.com', isVerified: false },
      status: { name: 'PENDING', reasons: ['PENDING_EMAIL_VERIFICATION_REQUIRED'] },
    })
    const mailbox = await call(
      emulator,
      'GET',
      'http://127.0.0.1:4010/_emulator/mailbox?email=ann@example.com',
    )
    expect(mailbox.body).toHaveLength(1)
    expect(mailbox.body[0]).toMatchObject({
      kind: 'email-verification',
      code: expect.stringMatching(/^\d{6}$/),
    })
    const wrong = await call(
      emulator,
      'POST',
      '/_api/iam/verification/v1/auth/verify',
      { code: '000000x', stateToken: registered.body.stateToken },
      auth,
    )
    expect(wrong.body.details.applicationError.code).toBe('INVALID_VERIFICATION_CODE')
    const verified = await call(
      emulator,
      'POST',
      '/_api/iam/verification/v1/auth/verify',
      { code: mailbox.body[0].code, stateToken: registered.body.stateToken },
      auth,
    )
    expect(verified.body).toMatchObject({
      state: 'SUCCESS',
      sessionToken: expect.any(String),
      identity: { status: { name: 'ACTIVE' } },
    })
    const login = await call(
      emulator,
      'POST',
      `${AUTH}/v2/login`,
      { loginId: { email: 'ann@example.com' }, password: 'secret-1' },
      auth,
    )
    expect(login.body.state).toBe('SUCCESS')
  })

  it('resends codes and asks unverified members to verify at login', async () => {
    const { emulator, auth } = await setup()
    await call(
      emulator,
      'POST',
      `${AUTH}/v2/register`,
      { loginId: { email: 'bo@example.com' }, password: 'secret-1' },
      auth,
    )
    const login = await call(
      emulator,
      'POST',
      `${AUTH}/v2/login`,
      { loginId: { email: 'bo@example.com' }, password: 'secret-1' },
      auth,
    )
    expect(login.body.state).toBe('REQUIRE_EMAIL_VERIFICATION')
    await call(
      emulator,
      'POST',
      '/_api/iam/verification/v1/auth/resend',
      { stateToken: login.body.stateToken },
      auth,
    )
    const codes = emulator.mailbox('bo@example.com').map((m) => m.code)
    expect(codes).toHaveLength(3)
    const stale = await call(
      emulator,
      'POST',
      '/_api/iam/verification/v1/auth/verify',
      { code: codes[1], stateToken: login.body.stateToken },
      auth,
    )
    expect(stale.status).toBe(400)
    const fresh = await call(
      emulator,
      'POST',
      '/_api/iam/verification/v1/auth/verify',
      { code: codes[2], stateToken: login.body.stateToken },
      auth,
    )
    expect(fresh.body.state).toBe('SUCCESS')
  })

  it('answers the spec codes: -19995 existing e-mail, -19976 wrong password, -19973 reset, EMAIL violations', async () => {
    const { emulator, auth } = await setup()
    const exists = await call(
      emulator,
      'POST',
      `${AUTH}/v2/register`,
      { loginId: { email: DEMO_MEMBER.email }, password: 'whatever' },
      auth,
    )
    expect(exists.body.details.applicationError.code).toBe('-19995')
    const badEmail = await call(
      emulator,
      'POST',
      `${AUTH}/v2/register`,
      { loginId: { email: 'nope' }, password: '' },
      auth,
    )
    const violations = badEmail.body.details.validationError.fieldViolations
    expect(violations.find((v: Json) => v.data.type === 'EMAIL').field).toBe('loginId.email')
    expect(violations.map((v: Json) => v.field)).toContain('password')
    const wrong = await call(
      emulator,
      'POST',
      `${AUTH}/v2/login`,
      { loginId: { email: DEMO_MEMBER.email }, password: 'wrong' },
      auth,
    )
    expect(wrong.body.details.applicationError.code).toBe('-19976')
    const unknown = await call(
      emulator,
      'POST',
      `${AUTH}/v2/login`,
      { loginId: { email: 'who@example.com' }, password: 'x' },
      auth,
    )
    expect(unknown.body.details.applicationError.code).toBe('-19999')
    emulator.members.update(DEMO_MEMBER.email, { passwordResetRequired: true })
    const reset = await call(
      emulator,
      'POST',
      `${AUTH}/v2/login`,
      { loginId: { email: DEMO_MEMBER.email }, password: DEMO_MEMBER.password },
      auth,
    )
    expect(reset.body.details.applicationError.code).toBe('-19973')
    emulator.members.update(DEMO_MEMBER.email, { passwordResetRequired: false, status: 'BLOCKED' })
    const blocked = await call(
      emulator,
      'POST',
      `${AUTH}/v2/login`,
      { loginId: { email: DEMO_MEMBER.email }, password: DEMO_MEMBER.password },
      auth,
    )
    expect(blocked.status).toBe(403)
  })

  it('requires a captcha site-wide or per member: -19971 missing, -19970 invalid', async () => {
    const { emulator, auth } = await setup({ captcha: 'required' })
    const body = { loginId: { email: DEMO_MEMBER.email }, password: DEMO_MEMBER.password }
    expect(
      (await call(emulator, 'POST', `${AUTH}/v2/login`, body, auth)).body.details.applicationError.code,
    ).toBe('-19971')
    const invalid = await call(
      emulator,
      'POST',
      `${AUTH}/v2/login`,
      { ...body, captchaTokens: [{ InvisibleRecaptcha: 'bad' }] },
      auth,
    )
    expect(invalid.body.details.applicationError.code).toBe('-19970')
    const ok = await call(
      emulator,
      'POST',
      `${AUTH}/v2/login`,
      { ...body, captchaTokens: [{ Recaptcha: DEMO_CAPTCHA_TOKEN }] },
      auth,
    )
    expect(ok.body.state).toBe('SUCCESS')
    const register = await call(
      emulator,
      'POST',
      `${AUTH}/v2/register`,
      { loginId: { email: 'c@example.com' }, password: 'secret-1' },
      auth,
    )
    expect(register.body.details.applicationError.code).toBe('-19971')

    const other = await setup()
    other.emulator.members.update(DEMO_MEMBER.email, { captchaRequired: true })
    const perMember = await call(other.emulator, 'POST', `${AUTH}/v2/login`, body, other.auth)
    expect(perMember.body.details.applicationError.code).toBe('-19971')
  })

  it('waits for the owner in owner-approval mode, then proceeds', async () => {
    const { emulator, auth } = await setup({ loginMode: 'owner-approval' })
    const registered = await call(
      emulator,
      'POST',
      `${AUTH}/v2/register`,
      { loginId: { email: 'dee@example.com' }, password: 'secret-1' },
      auth,
    )
    expect(registered.body.state).toBe('REQUIRE_OWNER_APPROVAL')
    const early = await call(
      emulator,
      'POST',
      `${AUTH}/v1/state/proceed`,
      { stateToken: registered.body.stateToken },
      auth,
    )
    expect(early.body.state).toBe('REQUIRE_OWNER_APPROVAL')
    await call(emulator, 'POST', 'http://127.0.0.1:4010/_emulator/members/approve', {
      email: 'dee@example.com',
    })
    const proceeded = await call(
      emulator,
      'POST',
      `${AUTH}/v1/state/proceed`,
      { stateToken: registered.body.stateToken },
      auth,
    )
    expect(proceeded.body.state).toBe('SUCCESS')
  })

  it('admits new members at once in open mode, through v1 and v2 calls', async () => {
    const { emulator, auth } = await setup({ loginMode: 'open' })
    const v1 = await call(
      emulator,
      'POST',
      `${AUTH}/v1/register`,
      {
        identity: { email: { address: 'eve@example.com' } },
        authenticatorId: 'password',
        inputs: [{ name: 'password', value: 'secret-1' }],
      },
      auth,
    )
    expect(v1.body.state).toBe('SUCCESS')
    const login = await call(
      emulator,
      'POST',
      `${AUTH}/v1/login`,
      {
        identifier: { email: 'eve@example.com' },
        authenticatorId: 'password',
        inputs: [{ name: 'password', value: 'secret-1' }],
      },
      auth,
    )
    expect(login.body.state).toBe('SUCCESS')
  })

  it('stores passwords as scrypt hashes only', async () => {
    const { emulator, auth } = await setup({ loginMode: 'open' })
    await call(
      emulator,
      'POST',
      `${AUTH}/v2/register`,
      { loginId: { email: 'fay@example.com' }, password: 'plain-text-pw' },
      auth,
    )
    const member = [...emulator.state.members.values()].find((m) => m.email === 'fay@example.com')
    expect(member?.passwordHash).toMatch(/^scrypt\$16384\$8\$1\$/)
    expect(stateText(emulator.state)).not.toContain('plain-text-pw')
  })

  it('requires a token for identity calls', async () => {
    const { emulator } = await setup()
    const anonymous = await call(emulator, 'POST', `${AUTH}/v2/login`, {
      loginId: { email: DEMO_MEMBER.email },
      password: DEMO_MEMBER.password,
    })
    expect(anonymous.status).toBe(401)
  })
})

describe('identity: recovery, password change, sign-on', () => {
  it('sends a reset e-mail to the redirect URL and recovers once', async () => {
    const { emulator, auth } = await setup()
    const sent = await call(
      emulator,
      'POST',
      '/_api/iam/recovery/v1/send-email',
      {
        email: DEMO_MEMBER.email,
        redirect: { url: 'http://localhost:3000/reset', clientId: DEMO_CLIENT_ID },
      },
      auth,
    )
    expect(sent.body).toEqual({})
    const [mail] = emulator.mailbox(DEMO_MEMBER.email)
    expect(mail?.link).toMatch(/^http:\/\/localhost:3000\/reset\?recoveryToken=/)
    const recovered = await call(
      emulator,
      'POST',
      '/_iam/recovery/v1/recover',
      { recoveryToken: mail?.recoveryToken, password: 'new-secret' },
      auth,
    )
    expect(recovered.status).toBe(200)
    const again = await call(
      emulator,
      'POST',
      '/_iam/recovery/v1/recover',
      { recoveryToken: mail?.recoveryToken, password: 'other-secret' },
      auth,
    )
    expect(again.body.details.applicationError.code).toBe('INVALID_RECOVERY_TOKEN')
    const login = await call(
      emulator,
      'POST',
      `${AUTH}/v2/login`,
      { loginId: { email: DEMO_MEMBER.email }, password: 'new-secret' },
      auth,
    )
    expect(login.body.state).toBe('SUCCESS')
    const nobody = await call(
      emulator,
      'POST',
      '/_api/iam/recovery/v1/send-email',
      { email: 'nobody@example.com' },
      auth,
    )
    expect(nobody.status).toBe(200)
    const badRedirect = await call(
      emulator,
      'POST',
      '/_api/iam/recovery/v1/send-email',
      { email: DEMO_MEMBER.email, redirect: { url: 'https://evil.example/reset', clientId: DEMO_CLIENT_ID } },
      auth,
    )
    expect(badRedirect.status).toBe(400)
  })

  it('changes the password of the logged-in member only', async () => {
    const { emulator, auth } = await setup()
    expect(
      (await call(emulator, 'POST', `${AUTH}/v2/change-password`, { newPassword: 'changed-1' }, auth)).status,
    ).toBe(401)
    const member = await call(
      emulator,
      'POST',
      '/oauth2/token',
      { grant_type: 'authorized_client', member_id: [...emulator.state.members.keys()][0] },
      { authorization: `${auth['authorization']},${DEMO_API_KEY}` },
    )
    const changed = await call(
      emulator,
      'POST',
      `${AUTH}/v2/change-password`,
      { newPassword: 'changed-1' },
      { authorization: member.body.access_token },
    )
    expect(changed.status).toBe(200)
    const login = await call(
      emulator,
      'POST',
      `${AUTH}/v2/login`,
      { loginId: { email: DEMO_MEMBER.email }, password: 'changed-1' },
      auth,
    )
    expect(login.body.state).toBe('SUCCESS')
  })

  it('signs on for an app only, creating the member if needed', async () => {
    const { emulator, auth } = await setup()
    expect(
      (await call(emulator, 'POST', `${AUTH}/v2/sign-on`, { loginId: { email: 'gus@example.com' } }, auth))
        .status,
    ).toBe(403)
    const signed = await call(
      emulator,
      'POST',
      `${AUTH}/v2/sign-on`,
      { loginId: { email: 'gus@example.com' }, verifyEmail: true },
      { authorization: `${auth['authorization']},${DEMO_API_KEY}` },
    )
    expect(signed.body).toMatchObject({
      sessionToken: expect.any(String),
      identity: { email: { address: 'gus@example.com', isVerified: true } },
    })
    const tokens = await call(
      emulator,
      'POST',
      '/oauth2/token',
      {
        grant_type: 'authorized_client',
        member_id: signed.body.identity.id,
        session_token: signed.body.sessionToken,
      },
      { authorization: `${auth['authorization']},${DEMO_API_KEY}` },
    )
    expect(tokens.status).toBe(200)
  })

  it('starts verification for an identity and sends activation e-mails', async () => {
    const { emulator, auth } = await setup()
    const registered = await call(
      emulator,
      'POST',
      `${AUTH}/v2/register`,
      { loginId: { email: 'hal@example.com' }, password: 'secret-1' },
      auth,
    )
    const id = registered.body.identity.id
    const started = await call(
      emulator,
      'POST',
      '/_api/iam/verification/v1/Start',
      { identityId: id, target: 'EMAIL' },
      auth,
    )
    expect(started.body.verificationId).toEqual(expect.any(String))
    await call(emulator, 'POST', '/_api/iam/recovery/v1/activation-email', { identityId: id }, auth)
    const mails = emulator.mailbox('hal@example.com')
    expect(mails.map((m) => m.kind)).toEqual(['email-verification', 'email-verification', 'activation'])
  })

  it('logs in with the emulator identity provider', async () => {
    const { emulator, auth } = await setup()
    const sso = await call(
      emulator,
      'POST',
      `${AUTH}/v1/sso/login-with-token-params`,
      { idpConnectionId: 'vitrine-emulator-idp', tokenParams: { email: 'ida@example.com' } },
      auth,
    )
    expect(sso.body.state).toBe('SUCCESS')
    const unknown = await call(
      emulator,
      'POST',
      `${AUTH}/v1/sso/login-with-token-params`,
      { idpConnectionId: 'x', tokenParams: {} },
      auth,
    )
    expect(unknown.status).toBe(404)
  })
})
