/**
 * The direct-login state machine (spec sections 4 and 8) against the emulator: every state,
 * every login and registration code, and failures that are results, never thrown.
 */
import { DEMO_CAPTCHA_TOKEN, DEMO_MEMBER } from '@vitrine/emulator'
import { describe, expect, it } from 'vitest'
import { setup } from '../../../test/helpers'

const PASSWORD = 'correct horse'

describe('login()', () => {
  it('INITIAL → SUCCESS with a session token and the identity (dates decoded)', async () => {
    const { session } = setup()
    expect(session.loginState).toBe('INITIAL')
    const result = await session.login({ email: DEMO_MEMBER.email, password: DEMO_MEMBER.password })
    expect(result).toMatchObject({ state: 'SUCCESS', sessionToken: expect.any(String) })
    if (result.state !== 'SUCCESS') throw new Error('unreachable')
    expect(result.identity?.email?.address).toBe(DEMO_MEMBER.email)
    expect(result.identity?.createdDate).toBeInstanceOf(Date)
    expect(session.loginState).toBe('SUCCESS')
    // A direct login alone does not make the session a member: loginInBackground() does.
    expect(session.loggedIn()).toBe(false)
  })

  it('sends the wire shape of the spec: loginId.email, password, captcha tokens passed through', async () => {
    const bodies: unknown[] = []
    const { session } = setup({
      emulator: { captcha: 'required' },
      fetch: (emulator) => async (input, init) => {
        const request = new Request(input, init)
        if (request.url.endsWith('/v2/login')) bodies.push(await request.clone().json())
        return emulator.fetch(request)
      },
    })
    const result = await session.login({
      email: DEMO_MEMBER.email,
      password: DEMO_MEMBER.password,
      captchaTokens: { invisibleRecaptchaToken: DEMO_CAPTCHA_TOKEN },
    })
    expect(result.state).toBe('SUCCESS')
    expect(bodies).toEqual([
      {
        loginId: { email: DEMO_MEMBER.email },
        password: DEMO_MEMBER.password,
        captchaTokens: [{ InvisibleRecaptcha: DEMO_CAPTCHA_TOKEN }],
      },
    ])
  })

  it('SILENT_CAPTCHA_REQUIRED (-19971 missingCaptchaToken) when the site wants a captcha and none was sent', async () => {
    const { session } = setup({ emulator: { captcha: 'required' } })
    const result = await session.login({ email: DEMO_MEMBER.email, password: DEMO_MEMBER.password })
    expect(result).toEqual({
      state: 'SILENT_CAPTCHA_REQUIRED',
      errorCode: 'missingCaptchaToken',
      error: 'A captcha token is required',
    })
    expect(session.loginState).toBe('SILENT_CAPTCHA_REQUIRED')
  })

  it('USER_CAPTCHA_REQUIRED (-19970 invalidCaptchaToken) when the captcha token is refused', async () => {
    const { session } = setup({ emulator: { captcha: 'required' } })
    const result = await session.login({
      email: DEMO_MEMBER.email,
      password: DEMO_MEMBER.password,
      captchaTokens: { recaptchaToken: 'forged' },
    })
    expect(result).toMatchObject({ state: 'USER_CAPTCHA_REQUIRED', errorCode: 'invalidCaptchaToken' })
  })

  it('FAILURE invalidPassword (-19976) for a wrong password', async () => {
    const { session } = setup()
    const result = await session.login({ email: DEMO_MEMBER.email, password: 'wrong' })
    expect(result).toMatchObject({ state: 'FAILURE', errorCode: 'invalidPassword', error: 'Wrong password' })
  })

  it('FAILURE resetPassword (-19973) when the member must reset the password', async () => {
    const { emulator, session } = setup()
    emulator.members.update(DEMO_MEMBER.email, { passwordResetRequired: true })
    const result = await session.login({ email: DEMO_MEMBER.email, password: DEMO_MEMBER.password })
    expect(result).toMatchObject({ state: 'FAILURE', errorCode: 'resetPassword' })
  })

  it('FAILURE invalidEmail for any other refusal (an unknown e-mail, -19999)', async () => {
    const { session } = setup()
    const result = await session.login({ email: 'nobody@example.com', password: 'whatever' })
    expect(result).toMatchObject({
      state: 'FAILURE',
      errorCode: 'invalidEmail',
      error: 'No member with this e-mail address',
    })
  })

  it('FAILURE invalidEmail, without a request, for an e-mail that is not one', async () => {
    const { emulator, session } = setup()
    const result = await session.login({ email: 'not an e-mail', password: 'x' })
    expect(result).toMatchObject({ state: 'FAILURE', errorCode: 'invalidEmail' })
    expect(emulator.stats().requests).toBe(0)
  })

  it('never throws a TypeError: junk input and network failures are FAILURE results', async () => {
    const { emulator, session } = setup()
    const junk = await session.login(null as never)
    expect(junk).toMatchObject({ state: 'FAILURE', errorCode: undefined })
    const noPassword = await session.login({ email: DEMO_MEMBER.email } as never)
    expect(noPassword).toMatchObject({ state: 'FAILURE', error: expect.stringContaining('"password"') })
    await session.visitorTokens()
    emulator.faults.add({ match: '/v2/login', drop: true, times: 1 })
    const offline = await session.login({ email: DEMO_MEMBER.email, password: DEMO_MEMBER.password })
    expect(offline).toMatchObject({ state: 'FAILURE', errorCode: undefined })
    if (offline.state !== 'FAILURE') throw new Error('unreachable')
    expect((offline.cause as Error).name).toBe('NetworkError')
    emulator.faults.add({ match: '/v2/login', status: 500, times: 1 })
    const down = await session.login({ email: DEMO_MEMBER.email, password: DEMO_MEMBER.password })
    expect(down).toMatchObject({
      state: 'FAILURE',
      errorCode: undefined,
      error: expect.stringMatching(/^System error occurred/),
    })
  })

  it('an answer in a server state it does not know is FAILURE "Unknown _state"', async () => {
    const { emulator, session } = setup()
    emulator.faults.add({ match: '/v2/login', status: 200, body: '{"state":"STATUS_CHECK"}', times: 1 })
    expect(await session.login({ email: DEMO_MEMBER.email, password: DEMO_MEMBER.password })).toEqual({
      state: 'FAILURE',
      error: 'Unknown _state',
      errorCode: undefined,
    })
    emulator.faults.add({ match: '/v2/login', status: 200, body: '{"state":"SUCCESS"}', times: 1 })
    expect(await session.login({ email: DEMO_MEMBER.email, password: DEMO_MEMBER.password })).toMatchObject({
      error: 'Unknown _state',
    })
  })
})

describe('register(), verifyEmail(), resendVerification()', () => {
  it('EMAIL_VERIFICATION_REQUIRED → a wrong code stays there → the mailed code → SUCCESS', async () => {
    const { emulator, session } = setup()
    const email = 'new.member@example.com'
    const registered = await session.register({ email, password: PASSWORD, profile: { nickname: 'newbie' } })
    expect(registered).toMatchObject({ state: 'EMAIL_VERIFICATION_REQUIRED', stateToken: expect.any(String) })
    expect(session.loginState).toBe('EMAIL_VERIFICATION_REQUIRED')

    const wrong = await session.verifyEmail('000000')
    expect(wrong).toMatchObject({ state: 'FAILURE', error: expect.any(String) })
    expect(session.loginState).toBe('EMAIL_VERIFICATION_REQUIRED')

    const code = emulator.mailbox(email).at(-1)?.code
    expect(code).toMatch(/^\d{6}$/)
    const verified = await session.verifyEmail(code as string)
    expect(verified).toMatchObject({ state: 'SUCCESS', sessionToken: expect.any(String) })
    expect(session.loginState).toBe('SUCCESS')
  })

  it('resendVerification() mails a new code while verification is required', async () => {
    const { emulator, session } = setup()
    const email = 'resend@example.com'
    await session.register({ email, password: PASSWORD })
    const before = emulator.mailbox(email).length
    const result = await session.resendVerification()
    expect(result.state).toBe('EMAIL_VERIFICATION_REQUIRED')
    expect(emulator.mailbox(email)).toHaveLength(before + 1)
    const code = emulator.mailbox(email).at(-1)?.code as string
    expect((await session.verifyEmail(code)).state).toBe('SUCCESS')
  })

  it('verifyEmail() and resendVerification() outside EMAIL_VERIFICATION_REQUIRED give "Unknown _state" without a request', async () => {
    const { emulator, session } = setup()
    expect(await session.verifyEmail('123456')).toEqual({
      state: 'FAILURE',
      error: 'Unknown _state',
      errorCode: undefined,
    })
    expect(await session.resendVerification()).toEqual({
      state: 'FAILURE',
      error: 'Unknown _state',
      errorCode: undefined,
    })
    expect(emulator.stats().requests).toBe(0)
    await session.login({ email: DEMO_MEMBER.email, password: DEMO_MEMBER.password })
    expect(await session.verifyEmail('123456')).toMatchObject({ error: 'Unknown _state' })
  })

  it('OWNER_APPROVAL_REQUIRED when the site approves members', async () => {
    const { session } = setup({ emulator: { loginMode: 'owner-approval' } })
    const result = await session.register({ email: 'wait@example.com', password: PASSWORD })
    expect(result).toMatchObject({
      state: 'OWNER_APPROVAL_REQUIRED',
      identity: { status: { name: 'PENDING' } },
    })
  })

  it('SUCCESS at once on an open site', async () => {
    const { session } = setup({ emulator: { loginMode: 'open' } })
    expect((await session.register({ email: 'open@example.com', password: PASSWORD })).state).toBe('SUCCESS')
  })

  it('FAILURE emailAlreadyExists (-19995)', async () => {
    const { session } = setup()
    const result = await session.register({ email: DEMO_MEMBER.email, password: PASSWORD })
    expect(result).toMatchObject({ state: 'FAILURE', errorCode: 'emailAlreadyExists' })
  })

  it('FAILURE invalidEmail from the platform’s EMAIL field violation, with its description', async () => {
    // The SDK's e-mail rule is the platform's, so no address passes one and fails the other: a
    // proxy in front of the emulator swaps in one the platform refuses (no dot in the domain).
    const { session } = setup({
      fetch: (emulator) => async (input, init) => {
        const request = new Request(input, init)
        if (!request.url.endsWith('/v2/register')) return emulator.fetch(request)
        const body = await request.text()
        return emulator.fetch(
          new Request(request, { body: body.replace('someone@example.com', 'someone@localhost') }),
        )
      },
    })
    const result = await session.register({ email: 'someone@example.com', password: PASSWORD })
    expect(result).toEqual(
      expect.objectContaining({
        state: 'FAILURE',
        errorCode: 'invalidEmail',
        error: 'must be a valid e-mail address',
      }),
    )
  })

  it('SILENT_CAPTCHA_REQUIRED / USER_CAPTCHA_REQUIRED for registrations too', async () => {
    const { session } = setup({ emulator: { captcha: 'required' } })
    expect(await session.register({ email: 'c1@example.com', password: PASSWORD })).toMatchObject({
      state: 'SILENT_CAPTCHA_REQUIRED',
      errorCode: 'missingCaptchaToken',
    })
    expect(
      await session.register({
        email: 'c2@example.com',
        password: PASSWORD,
        captchaTokens: { recaptchaToken: 'bad' },
      }),
    ).toMatchObject({ state: 'USER_CAPTCHA_REQUIRED', errorCode: 'invalidCaptchaToken' })
    expect(
      await session.register({
        email: 'c3@example.com',
        password: PASSWORD,
        captchaTokens: { recaptchaToken: DEMO_CAPTCHA_TOKEN },
      }),
    ).toMatchObject({ state: 'EMAIL_VERIFICATION_REQUIRED' })
  })

  it('other refusals fail with the message only (a password the site refuses)', async () => {
    const { session, emulator } = setup()
    // The platform states no password rule (so the emulator has none); a site's policy refuses this one.
    const violation = { field: 'password', description: 'is too short', violatedRule: 'MIN_LENGTH', data: {} }
    emulator.faults.add({
      match: '/v2/register',
      status: 400,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        message: 'invalid',
        details: { validationError: { fieldViolations: [violation] } },
      }),
      times: 1,
    })
    const result = await session.register({ email: 'short@example.com', password: 'abc' })
    expect(result).toMatchObject({ state: 'FAILURE', errorCode: undefined })
    if (result.state !== 'FAILURE') throw new Error('unreachable')
    expect(result.error).toMatch(/^INVALID_ARGUMENT: "password"/)
  })
})

describe('sendPasswordResetEmail()', () => {
  it('sends the recovery e-mail whose link leads to the given URL', async () => {
    const { emulator, session } = setup()
    await session.sendPasswordResetEmail(DEMO_MEMBER.email, 'http://localhost:3000/reset')
    const mail = emulator.mailbox(DEMO_MEMBER.email).at(-1)
    expect(mail?.kind).toBe('password-reset')
    expect(mail?.link).toMatch(/^http:\/\/localhost:3000\/reset\?recoveryToken=/)
  })

  it('refuses bad input before sending, naming the argument', async () => {
    const { emulator, session } = setup()
    await expect(session.sendPasswordResetEmail('nope', 'http://localhost:3000/reset')).rejects.toThrow(
      /"email"/,
    )
    await expect(session.sendPasswordResetEmail(DEMO_MEMBER.email, 'javascript:alert(1)')).rejects.toThrow(
      /"redirectUrl"/,
    )
    expect(emulator.stats().requests).toBe(0)
  })
})
