import { describe, expect, it } from 'vitest'
import { EnvError, parseEnv } from './env.ts'

describe('parseEnv', () => {
  it('gives the documented defaults when nothing is set', () => {
    expect(parseEnv({})).toEqual({
      PORT: 3000,
      DATA_DIR: './data',
      DATABASE_URL: undefined,
      PUBLIC_URL: undefined,
      AUTH_SECRET: undefined,
      SMTP_URL: undefined,
      S3_BUCKET: undefined,
      S3_ENDPOINT: undefined,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: undefined,
      S3_SECRET_ACCESS_KEY: undefined,
      S3_FORCE_PATH_STYLE: true,
      MAIL_FROM: 'Sage <no-reply@sage.local>',
      TRUST_PROXY: 0,
      VAPID_SUBJECT: 'mailto:no-reply@sage.local',
      OPENAI_BASE_URL: undefined,
      OPENAI_API_KEY: undefined,
      AI_MODEL: 'llama3.2',
      GEMINI_API_KEY: undefined,
      GEMINI_MODEL: 'gemini-2.5-flash',
      GEMINI_BASE_URL: undefined,
      GOOGLE_CLIENT_ID: undefined,
      GOOGLE_CLIENT_SECRET: undefined,
      GOOGLE_AUTH_URL: 'https://accounts.google.com/o/oauth2/v2/auth',
      GOOGLE_TOKEN_URL: 'https://oauth2.googleapis.com/token',
      GOOGLE_REVOKE_URL: 'https://oauth2.googleapis.com/revoke',
      GOOGLE_CALENDAR_API_URL: 'https://www.googleapis.com/calendar/v3',
      ELEVENLABS_API_KEY: undefined,
      ELEVENLABS_BASE_URL: 'https://api.elevenlabs.io/v1',
      ELEVENLABS_VOICES: {},
      STT_URL: undefined,
      STT_API_KEY: undefined,
      STT_MODEL: 'whisper-1',
      EMERGENCY_NUMBER: '911',
      LOG_LEVEL: 'info',
    })
  })

  it('reads the Google Calendar settings, and names a wrong Google address', () => {
    expect(
      parseEnv({
        GOOGLE_CLIENT_ID: '1234-abc.apps.googleusercontent.com',
        GOOGLE_CLIENT_SECRET: 'GOCSPX-test-secret',
        GOOGLE_TOKEN_URL: 'http://127.0.0.1:9000/token',
        GOOGLE_CALENDAR_API_URL: 'http://127.0.0.1:9000/calendar/v3',
      }),
    ).toMatchObject({
      GOOGLE_CLIENT_ID: '1234-abc.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 'GOCSPX-test-secret',
      GOOGLE_AUTH_URL: 'https://accounts.google.com/o/oauth2/v2/auth',
      GOOGLE_TOKEN_URL: 'http://127.0.0.1:9000/token',
      GOOGLE_REVOKE_URL: 'https://oauth2.googleapis.com/revoke',
      GOOGLE_CALENDAR_API_URL: 'http://127.0.0.1:9000/calendar/v3',
    })
    expect(() => parseEnv({ GOOGLE_REVOKE_URL: 'oauth2.googleapis.com/revoke' })).toThrow(
      new EnvError(
        'Invalid configuration: GOOGLE_REVOKE_URL must be a URL such as https://oauth2.googleapis.com/revoke (got "oauth2.googleapis.com/revoke").',
      ),
    )
  })

  it('asks for the two VAPID keys together, and names a key that is not base64url', () => {
    expect(() => parseEnv({ VAPID_PUBLIC_KEY: 'B'.repeat(87) })).toThrow(
      new EnvError('Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together.'),
    )
    expect(() => parseEnv({ VAPID_SUBJECT: 'someone' })).toThrow(/VAPID_SUBJECT must be mailto:/)
  })

  it('asks for the Google client id and secret together, never repeating the secret', () => {
    expect(() => parseEnv({ GOOGLE_CLIENT_ID: '1234-abc.apps.googleusercontent.com' })).toThrow(
      new EnvError('Invalid configuration: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together.'),
    )
    expect(() => parseEnv({ GOOGLE_CLIENT_SECRET: 'GOCSPX-test-secret' })).toThrow(/must be set together/)
    expect(() =>
      parseEnv({
        GOOGLE_CLIENT_ID: '1234-abc.apps.googleusercontent.com',
        GOOGLE_CLIENT_SECRET: 'GOCSPX pasted twice',
      }),
    ).toThrow(
      new EnvError('Invalid configuration: GOOGLE_CLIENT_SECRET must be an OAuth client secret, with no spaces.'),
    )
  })

  it('reads the assistant model settings, and names a wrong OPENAI_BASE_URL', () => {
    expect(parseEnv({ OPENAI_BASE_URL: 'http://localhost:11434/v1', AI_MODEL: 'qwen2.5' })).toMatchObject({
      OPENAI_BASE_URL: 'http://localhost:11434/v1',
      AI_MODEL: 'qwen2.5',
    })
    expect(() => parseEnv({ OPENAI_BASE_URL: 'localhost:11434' })).toThrow(/OPENAI_BASE_URL must be a URL/)
  })

  it('reads the Gemini settings, and names a wrong GEMINI_BASE_URL', () => {
    expect(
      parseEnv({
        GEMINI_API_KEY: 'AIza-test-key',
        GEMINI_MODEL: 'gemini-2.5-pro',
        GEMINI_BASE_URL: 'http://127.0.0.1:8080/v1beta',
      }),
    ).toMatchObject({
      GEMINI_API_KEY: 'AIza-test-key',
      GEMINI_MODEL: 'gemini-2.5-pro',
      GEMINI_BASE_URL: 'http://127.0.0.1:8080/v1beta',
    })
    expect(parseEnv({ GEMINI_API_KEY: '', GEMINI_MODEL: '' })).toMatchObject({
      GEMINI_API_KEY: undefined,
      GEMINI_MODEL: 'gemini-2.5-flash',
    })
    expect(() => parseEnv({ GEMINI_BASE_URL: 'generativelanguage.googleapis.com' })).toThrow(
      /GEMINI_BASE_URL must be a URL such as https:\/\/generativelanguage\.googleapis\.com\/v1beta \(got /,
    )
  })

  it('never repeats a Gemini API key, even a mistyped one', () => {
    expect(() => parseEnv({ GEMINI_API_KEY: 'AIza secret-key-pasted-twice' })).toThrow(
      new EnvError('Invalid configuration: GEMINI_API_KEY must be an API key, with no spaces.'),
    )
  })

  it('reads the voice settings: ElevenLabs, its voices, and a speech-to-text service', () => {
    expect(
      parseEnv({
        ELEVENLABS_API_KEY: 'sk_test_key',
        ELEVENLABS_BASE_URL: 'http://127.0.0.1:9000/v1',
        ELEVENLABS_VOICES: 'spanish=abcdefghij0123456789, fr=ABCDEFGHIJ0123456789',
        STT_URL: 'http://localhost:8000/v1',
        STT_API_KEY: 'stt-key',
        STT_MODEL: 'Systran/faster-whisper-small',
      }),
    ).toMatchObject({
      ELEVENLABS_API_KEY: 'sk_test_key',
      ELEVENLABS_BASE_URL: 'http://127.0.0.1:9000/v1',
      ELEVENLABS_VOICES: { spanish: 'abcdefghij0123456789', french: 'ABCDEFGHIJ0123456789' },
      STT_URL: 'http://localhost:8000/v1',
      STT_API_KEY: 'stt-key',
      STT_MODEL: 'Systran/faster-whisper-small',
    })
    expect(() => parseEnv({ ELEVENLABS_VOICES: 'klingon=abc' })).toThrow(
      /^Invalid configuration: ELEVENLABS_VOICES must be language=voice id pairs separated by commas, .* \(got "klingon=abc"\)\.$/,
    )
    expect(() => parseEnv({ STT_URL: 'localhost:8000' })).toThrow(
      /STT_URL must be a URL such as http:\/\/localhost:8000\/v1/,
    )
  })

  it('never repeats an ElevenLabs or speech-to-text key', () => {
    expect(() => parseEnv({ ELEVENLABS_API_KEY: 'sk_secret pasted twice', STT_API_KEY: 'stt secret' })).toThrow(
      new EnvError(
        'Invalid configuration: ELEVENLABS_API_KEY must be an API key, with no spaces.\n' +
          'Invalid configuration: STT_API_KEY must be an API key, with no spaces.',
      ),
    )
  })

  it('treats an empty value as unset', () => {
    expect(parseEnv({ PORT: '', DATABASE_URL: '' })).toMatchObject({ PORT: 3000, DATABASE_URL: undefined })
  })

  it('reads valid values', () => {
    const env = parseEnv({
      PORT: '8080',
      DATABASE_URL: 'postgres://u@127.0.0.1:5432/sage',
      PUBLIC_URL: 'https://sage.example.org',
      LOG_LEVEL: 'warn',
    })
    expect(env).toMatchObject({ PORT: 8080, DATABASE_URL: 'postgres://u@127.0.0.1:5432/sage', LOG_LEVEL: 'warn' })
  })

  it('names a wrong variable in one line, saying what it expects', () => {
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(
      new EnvError('Invalid configuration: PORT must be a port number from 1 to 65535 (got "eighty").'),
    )
  })

  it('never repeats a secret value in the message', () => {
    expect(() =>
      parseEnv({ AUTH_SECRET: 'my-real-secret', DATABASE_URL: 'postgres://sage:hunter2@db/sage x' }),
    ).toThrow(/^(?![\s\S]*(my-real-secret|hunter2))/)
  })

  it('asks for the keys when a bucket is set', () => {
    expect(() => parseEnv({ S3_BUCKET: 'sage-photos' })).toThrow(
      'Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set when S3_BUCKET is.',
    )
  })

  it('gives one line per wrong variable', () => {
    try {
      parseEnv({ PORT: '0', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud', AUTH_SECRET: 'short' })
      expect.unreachable()
    } catch (error) {
      const lines = (error as Error).message.split('\n')
      expect(lines).toHaveLength(4)
      expect(lines[0]).toMatch(/^Invalid configuration: PORT /)
      expect(lines[1]).toMatch(/^Invalid configuration: DATABASE_URL must be a URL starting with postgres:\/\//)
      expect(lines[2]).toMatch(/^Invalid configuration: AUTH_SECRET must be at least 32 characters/)
      expect(lines[3]).toMatch(/^Invalid configuration: LOG_LEVEL must be one of /)
    }
  })
})

describe('the README', () => {
  it('documents every configuration variable', async () => {
    const { readFileSync } = await import('node:fs')
    const { configurationNames } = await import('./env.ts')
    const readme = readFileSync('README.md', 'utf8')
    for (const name of configurationNames) expect(readme).toContain(`| \`${name}\``)
  })
})
