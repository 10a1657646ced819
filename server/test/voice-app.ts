import type { Server } from 'node:http'
import { afterAll, afterEach, beforeAll } from 'vitest'
import type { VoiceDeps } from '#server/voice/config.ts'
import { type TestApp, createTestApp } from './app.ts'
import { createSignedInUser } from './factories.ts'

type SignedIn = Awaited<ReturnType<typeof createSignedInUser>>

/** What a voice route test works with; filled in before its first test. */
export type VoiceTestSetup = {
  /** The app reads its voice settings on every request, so a test may point them at its own service. */
  voice: VoiceDeps
  testApp: TestApp
  rose: SignedIn
  /** Loopback services started by the test, closed after each test. */
  servers: Server[]
  closeServers: () => Promise<void>
}

/**
 * For the tests of the voice routes (text-to-speech, speech-to-text): an app with changeable voice
 * settings, a signed-in person, and loopback services closed after each test.
 */
export function setUpVoiceTests(): VoiceTestSetup {
  const setup: VoiceTestSetup = {
    voice: {},
    testApp: undefined as unknown as TestApp,
    rose: undefined as unknown as SignedIn,
    servers: [],
    closeServers: () =>
      Promise.all(setup.servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve)))).then(
        () => undefined,
      ),
  }
  beforeAll(async () => {
    setup.testApp = await createTestApp({ voice: setup.voice })
    setup.rose = await createSignedInUser(setup.testApp)
  })
  afterEach(() => setup.closeServers())
  afterAll(() => setup.testApp.close())
  return setup
}
