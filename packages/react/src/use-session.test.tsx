// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react'
import { createEmulator, DEMO_MEMBER } from '@vitrine/emulator'
import { type ReactNode, useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { makeClient, makeQueryClient, setup, sharedStorage, type TestClient } from '../test/helpers'
import { useSession, VitrineProvider } from './index'

afterEach(() => vi.restoreAllMocks())

function Tab({ client, children }: { client: TestClient; children?: ReactNode }) {
  const [queryClient] = useState(makeQueryClient)
  return (
    <VitrineProvider client={client} queryClient={queryClient}>
      {children}
    </VitrineProvider>
  )
}

const inProvider =
  (client: TestClient) =>
  ({ children }: { children?: ReactNode }) => <Tab client={client}>{children}</Tab>

describe('useSession', () => {
  it('re-renders when the session gets its first visitor token', async () => {
    const { wrapper, client } = setup()
    const { result } = renderHook(() => useSession(), { wrapper })
    expect(result.current.role).toBe('none')
    expect(result.current.loggedIn).toBe(false)
    await act(() => client.auth.visitorTokens())
    expect(result.current.role).toBe('visitor')
  })

  it('reports a refused login as a FAILURE result with the spec code, and stays a visitor', async () => {
    const { wrapper } = setup()
    const { result } = renderHook(() => useSession(), { wrapper })
    await act(async () => {
      await result.current.login.mutateAsync({ email: DEMO_MEMBER.email, password: 'wrong-password' })
    })
    await waitFor(() => expect(result.current.login.isSuccess).toBe(true))
    expect(result.current.login.data).toMatchObject({ state: 'FAILURE', errorCode: 'invalidPassword' })
    expect(result.current.role).not.toBe('member')
  })

  it('asks for a captcha when the site requires one', async () => {
    const emulator = createEmulator({ captcha: 'required' })
    const { wrapper } = setup({}, emulator)
    const { result } = renderHook(() => useSession(), { wrapper })
    const answer = await act(() =>
      result.current.login.mutateAsync({ email: DEMO_MEMBER.email, password: DEMO_MEMBER.password }),
    )
    expect(answer).toMatchObject({ state: 'SILENT_CAPTCHA_REQUIRED', errorCode: 'missingCaptchaToken' })
    const again = await act(() =>
      result.current.login.mutateAsync({
        email: DEMO_MEMBER.email,
        password: DEMO_MEMBER.password,
        captchaTokens: { invisibleRecaptchaToken: 'not-the-right-one' },
      }),
    )
    expect(again).toMatchObject({ state: 'USER_CAPTCHA_REQUIRED', errorCode: 'invalidCaptchaToken' })
  })

  it('registers into EMAIL_VERIFICATION_REQUIRED and refuses a wrong code without leaving that state', async () => {
    const { wrapper, emulator } = setup()
    const { result } = renderHook(() => useSession(), { wrapper })
    const email = 'new.member@example.com'
    const registered = await act(() =>
      result.current.register.mutateAsync({
        email,
        password: 'a-long-password-1',
        profile: { nickname: 'New' },
      }),
    )
    expect(registered).toMatchObject({ state: 'EMAIL_VERIFICATION_REQUIRED' })
    const code = emulator.mailbox(email).at(-1)?.code
    expect(code).toMatch(/^\d+$/)
    const wrong = await act(() =>
      result.current.verifyEmail.mutateAsync(code === '000000' ? '111111' : '000000'),
    )
    expect(wrong).toMatchObject({ state: 'FAILURE' })
    expect(result.current.role).not.toBe('member')
  })

  it('sends a password-reset e-mail', async () => {
    const { wrapper, emulator } = setup()
    const { result } = renderHook(() => useSession(), { wrapper })
    await act(() =>
      result.current.sendPasswordResetEmail.mutateAsync({
        email: DEMO_MEMBER.email,
        redirectUrl: 'http://localhost:5173/reset-password',
      }),
    )
    expect(emulator.mailbox(DEMO_MEMBER.email).at(-1)).toMatchObject({
      kind: expect.stringMatching(/reset|recovery/i),
    })
  })

  it('follows a login and a logout made in another tab', async () => {
    const emulator = createEmulator()
    const storage = sharedStorage()
    const tabA = makeClient(emulator, { storage: storage.tab() })
    const tabB = makeClient(emulator, { storage: storage.tab() })
    const { result } = renderHook(() => useSession(), { wrapper: inProvider(tabB) })
    await act(() => tabA.auth.visitorTokens())
    await waitFor(() => expect(result.current.role).toBe('visitor'))
    // Tab A becomes a member (tokens handed over as a server would), then logs out.
    const member = {
      ...tabA.auth.getTokens(),
      refreshToken: { ...tabA.auth.getTokens().refreshToken, role: 'member' as const },
    }
    await act(() => tabA.auth.setTokens(member))
    await waitFor(() => expect(result.current.role).toBe('member'))
    expect(result.current.loggedIn).toBe(true)
    await act(() => tabA.auth.logout())
    await waitFor(() => expect(result.current.role).toBe('none'))
  })

  it('logs out locally, and resolves to the hosted logout page with a return URL', async () => {
    const { wrapper, client, emulator } = setup()
    await client.auth.visitorTokens()
    const { result } = renderHook(() => useSession(), { wrapper })
    expect(result.current.role).toBe('visitor')
    await act(() => result.current.logout.mutateAsync())
    expect(result.current.role).toBe('none')
    await client.auth.visitorTokens()
    const url = await act(() => result.current.logout.mutateAsync({ returnUrl: 'http://localhost:5173/' }))
    expect(new URL(url ?? '').origin).toBe(emulator.origin)
  })

  it('handles one callback URL once, even when asked twice (strict mode effects)', async () => {
    const { wrapper } = setup()
    const { result } = renderHook(() => useSession(), { wrapper })
    const url = 'http://localhost:5173/callback#code=abc&state=not-ours'
    const [first, second] = await act(() =>
      Promise.all([
        result.current.handleRedirect.mutateAsync(url).catch((error: unknown) => error),
        result.current.handleRedirect.mutateAsync(url).catch((error: unknown) => error),
      ]),
    )
    expect(first).toMatchObject({ name: 'OAuthCallbackError', message: 'Invalid _state' })
    expect(second).toBe(first)
  })

  it('needs a client with an oauth() session', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const emulator = createEmulator()
    const client = makeClient(emulator)
    Reflect.deleteProperty(client, 'auth')
    expect(() => renderHook(() => useSession(), { wrapper: inProvider(client) })).toThrow(
      expect.objectContaining({ code: 'MISSING_MODULE', message: expect.stringContaining('oauth') }),
    )
  })
})
