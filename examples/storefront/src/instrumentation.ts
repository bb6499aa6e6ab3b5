// Runs once when the shop's server starts (`next dev`, `next start`). Against the emulator, the
// shop registers its own webhook URL there, so catalogue changes reach `/api/webhooks`. On the
// platform, the URL is registered in the site's dashboard and the key comes from
// `VITRINE_WEBHOOK_PUBLIC_KEY`. In production without `SITE_URL`, it says once what that costs.
export async function register(): Promise<void> {
  if (process.env['NEXT_RUNTIME'] !== 'nodejs') return
  if (process.env['NEXT_PHASE'] === 'phase-production-build') return
  const { siteUrlWarning, vitrineHostWarning } = await import('./lib/server-config')
  for (const warning of [vitrineHostWarning(), siteUrlWarning()]) if (warning) console.warn(warning)
  const { registerWebhook } = await import('./lib/register-webhook')
  await registerWebhook()
}
