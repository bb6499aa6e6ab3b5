'use client'
import Link from 'next/link'
import { useOnEmulator } from './ui'

/** On the emulator, which sends no e-mail: where its mailbox is. */
export function EmulatorMailboxLink() {
  const emulator = useOnEmulator()
  if (!emulator) return null
  return (
    <span className="emulator-note" data-testid="emulator-mail-note">
      (On the local emulator, e-mails land in its <Link href="/emulator-mailbox">mailbox</Link>.)
    </span>
  )
}
