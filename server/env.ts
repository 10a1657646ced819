import { z } from 'zod'
import { parseVoiceOverrides } from '#shared/voice/voices.ts'
import { DEFAULT_DATA_DIR } from './data-dir.ts'

/** Treats an empty value (`FOO=` in a .env file) as unset, so the default applies. */
const blankAsUnset = (value: unknown) => (value === '' ? undefined : value)

/** An http(s) address with no spaces. */
const httpUrl = z.string().regex(/^https?:\/\/\S+$/)

/**
 * Every variable Sage reads: its schema and, for the error line, what it expects.
 * Nothing outside this file reads process.env.
 */
const variables = {
  /** Port the HTTP server listens on. */
  PORT: {
    schema: z.coerce.number().int().min(1).max(65535).default(3000),
    expects: 'a port number from 1 to 65535',
  },
  /** Folder for the embedded database, the mail outbox and photo files. */
  DATA_DIR: { schema: z.string().min(1).default(DEFAULT_DATA_DIR), expects: 'a folder path' },
  /** A Postgres connection URL; when set it replaces the embedded database. */
  DATABASE_URL: {
    schema: z
      .string()
      .regex(/^postgres(ql)?:\/\/\S+$/)
      .optional(),
    expects: 'a URL starting with postgres:// or postgresql://',
  },
  /** The public address people open Sage at; used in mailed links and as the trusted origin. */
  PUBLIC_URL: {
    schema: z
      .string()
      .regex(/^https?:\/\/[^\s/]+(:\d+)?\/?$/)
      .optional(),
    expects: 'a full address such as https://sage.example.org',
  },
  /** Secret that signs session cookies; generated once and kept in DATA_DIR when unset. */
  AUTH_SECRET: { schema: z.string().min(32).optional(), expects: 'at least 32 characters' },
  /** SMTP server for mail (smtp:// or smtps://, with user and password in the URL); unset: the outbox. */
  SMTP_URL: {
    schema: z
      .string()
      .regex(/^smtps?:\/\/\S+$/)
      .optional(),
    expects: 'a URL such as smtps://user:password@smtp.example.org:465',
  },
  /** The From address of Sage's mails. */
  MAIL_FROM: {
    schema: z.string().min(3).default('Sage <no-reply@sage.local>'),
    expects: 'an address such as Sage <hello@example.org>',
  },
  /**
   * Behind proxies or load balancers: how many of them stand in front of Sage (true is one). The
   * client's address is the X-Forwarded-For entry the outermost of them appended.
   */
  TRUST_PROXY: {
    schema: z
      .string()
      .regex(/^(true|false|[0-9])$/)
      .default('false')
      .transform((value) => (value === 'true' ? 1 : value === 'false' ? 0 : Number(value))),
    expects: 'false, true (one proxy), or the number of proxies in front of Sage (0 to 9)',
  },
  /** The public key that signs Web Push notifications (VAPID, base64url); unset: a pair generated once in DATA_DIR. */
  VAPID_PUBLIC_KEY: {
    schema: z
      .string()
      .regex(/^[A-Za-z0-9_-]{80,100}$/)
      .optional(),
    expects: 'a base64url VAPID public key',
  },
  /** Its private key; set both, or neither. */
  VAPID_PRIVATE_KEY: {
    schema: z
      .string()
      .regex(/^[A-Za-z0-9_-]{40,50}$/)
      .optional(),
    expects: 'a base64url VAPID private key',
  },
  /** Who push services may contact about Sage's notifications. */
  VAPID_SUBJECT: {
    schema: z
      .string()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/)
      .default('mailto:no-reply@sage.local'),
    expects: 'mailto:someone@example.org or an https:// address',
  },
  /** An S3-compatible bucket for photo files; unset: files under DATA_DIR/photos. */
  S3_BUCKET: { schema: z.string().min(3).max(63).optional(), expects: 'a bucket name' },
  /** The S3 service's address (for MinIO, R2, B2...); unset: AWS. */
  S3_ENDPOINT: {
    schema: z
      .string()
      .regex(/^https?:\/\/\S+$/)
      .optional(),
    expects: 'a URL such as https://minio.example.org:9000',
  },
  /** The bucket's region. */
  S3_REGION: { schema: z.string().min(1).default('us-east-1'), expects: 'a region such as us-east-1' },
  /** Access key for the bucket. */
  S3_ACCESS_KEY_ID: { schema: z.string().min(1).optional(), expects: 'an access key id' },
  /** Secret key for the bucket. */
  S3_SECRET_ACCESS_KEY: { schema: z.string().min(1).optional(), expects: 'a secret access key' },
  /** Path-style bucket addresses (endpoint/bucket/key), which most self-hosted stores need. */
  S3_FORCE_PATH_STYLE: {
    schema: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
    expects: 'true or false',
  },
  /** An OpenAI-compatible API (Ollama, vLLM, llama.cpp, a hosted service) for replies; unset: the built-in model. */
  OPENAI_BASE_URL: {
    schema: z
      .string()
      .regex(/^https?:\/\/\S+$/)
      .optional(),
    expects: 'a URL such as http://localhost:11434/v1',
  },
  /** The API key for OPENAI_BASE_URL, when the server needs one. */
  OPENAI_API_KEY: { schema: z.string().min(1).optional(), expects: 'an API key' },
  /** The model name sent to OPENAI_BASE_URL. */
  AI_MODEL: { schema: z.string().min(1).default('llama3.2'), expects: 'a model name such as llama3.2' },
  /** A Google Gemini API key; when set, replies come from Gemini (ahead of OPENAI_BASE_URL and the built-in model). */
  GEMINI_API_KEY: {
    schema: z.string().regex(/^\S+$/).optional(),
    expects: 'an API key, with no spaces',
  },
  /** The Gemini model replies use. */
  GEMINI_MODEL: {
    schema: z.string().min(1).default('gemini-2.5-flash'),
    expects: 'a model name such as gemini-2.5-flash',
  },
  /** Where Gemini requests go, for a proxy or a test server; unset: Google's API (https://generativelanguage.googleapis.com/v1beta). */
  GEMINI_BASE_URL: {
    schema: z
      .string()
      .regex(/^https?:\/\/\S+$/)
      .optional(),
    expects: 'a URL such as https://generativelanguage.googleapis.com/v1beta',
  },
  /** Google OAuth client id (Google Cloud console, a "Web application" client); with the secret, turns on Google Calendar. */
  GOOGLE_CLIENT_ID: {
    schema: z.string().regex(/^\S+$/).optional(),
    expects: 'an OAuth client id such as 1234-abc.apps.googleusercontent.com, with no spaces',
  },
  /** That client's secret. */
  GOOGLE_CLIENT_SECRET: {
    schema: z.string().regex(/^\S+$/).optional(),
    expects: 'an OAuth client secret, with no spaces',
  },
  /** Google's consent screen, where a person allows Sage to use their calendar. */
  GOOGLE_AUTH_URL: {
    schema: httpUrl.default('https://accounts.google.com/o/oauth2/v2/auth'),
    expects: 'a URL such as https://accounts.google.com/o/oauth2/v2/auth',
  },
  /** Google's token endpoint: trades the consent's code for tokens, and refreshes them. */
  GOOGLE_TOKEN_URL: {
    schema: httpUrl.default('https://oauth2.googleapis.com/token'),
    expects: 'a URL such as https://oauth2.googleapis.com/token',
  },
  /** Google's revoke endpoint, called when a person disconnects Google Calendar. */
  GOOGLE_REVOKE_URL: {
    schema: httpUrl.default('https://oauth2.googleapis.com/revoke'),
    expects: 'a URL such as https://oauth2.googleapis.com/revoke',
  },
  /** The Google Calendar API (v3), for a proxy or a test server. */
  GOOGLE_CALENDAR_API_URL: {
    schema: httpUrl.default('https://www.googleapis.com/calendar/v3'),
    expects: 'a URL such as https://www.googleapis.com/calendar/v3',
  },
  /** An ElevenLabs API key; when set, Sage's replies are spoken by ElevenLabs, else by the browser's own voice. */
  ELEVENLABS_API_KEY: {
    schema: z.string().regex(/^\S+$/).optional(),
    expects: 'an API key, with no spaces',
  },
  /** Where ElevenLabs requests go, with the version path, for a proxy or a test server. */
  ELEVENLABS_BASE_URL: {
    schema: httpUrl.default('https://api.elevenlabs.io/v1'),
    expects: 'a URL such as https://api.elevenlabs.io/v1',
  },
  /** Voices of the deployment's choosing, ahead of the built-in ones (shared/voice/voices.ts). */
  ELEVENLABS_VOICES: {
    schema: z
      .string()
      .optional()
      .transform((value, context) => {
        const overrides = parseVoiceOverrides(value ?? '')
        if (!overrides) context.addIssue({ code: 'custom', message: 'not language=voice pairs' })
        return overrides ?? {}
      }),
    expects:
      'language=voice id pairs separated by commas, such as spanish=XrExE9yKIg1WjnnlVkGX,fr=XB0fDUnXU5powFXDhCwa',
  },
  /** An OpenAI-compatible speech-to-text API (OpenAI, faster-whisper-server, Speaches...); unset: browser recognition only. */
  STT_URL: { schema: httpUrl.optional(), expects: 'a URL such as http://localhost:8000/v1' },
  /** The API key for STT_URL, when the service needs one. */
  STT_API_KEY: { schema: z.string().regex(/^\S+$/).optional(), expects: 'an API key, with no spaces' },
  /** The transcription model sent to STT_URL. */
  STT_MODEL: { schema: z.string().min(1).default('whisper-1'), expects: 'a model name such as whisper-1' },
  /** The emergency number Sage tells a person to call (911 in the US; 112 in Europe, 999 in the UK). */
  EMERGENCY_NUMBER: {
    schema: z
      .string()
      .regex(/^\+?[0-9]{2,15}$/)
      .default('911'),
    expects: 'a phone number of digits, such as 911 or 112',
  },
  /**
   * The crisis line self-harm replies give, as "name=number" or a number alone; unset, each person
   * gets their own country's line (from their profile), else the US 988 line.
   */
  CRISIS_LINE: {
    schema: z
      .string()
      .regex(/^(?:[^=]{1,80}=)?[+*]?[0-9][0-9 ]{1,19}$/)
      .optional()
      .transform((value) => {
        if (!value) return undefined
        const [name, number] = value.includes('=') ? value.split('=') : [value, value]
        return { name: name!.trim(), number: number!.trim() }
      }),
    expects: 'a number, or name=number, such as 988 or Samaritans=116 123',
  },
  /** Vite's dev server, whose pages call the API while developing; set by `npm run dev` only. */
  DEV_SERVER_ORIGIN: { schema: z.url().optional(), expects: 'an origin such as http://localhost:5173' },
  /** How much the server logs. */
  LOG_LEVEL: {
    schema: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    expects: 'one of fatal, error, warn, info, debug, trace, silent',
  },
} as const

type Variables = typeof variables
export type Env = { [K in keyof Variables]: z.output<Variables[K]['schema']> }

// Values never repeated in an error message: they may hold passwords.
const secret = new Set([
  'AUTH_SECRET',
  'DATABASE_URL',
  'SMTP_URL',
  'S3_SECRET_ACCESS_KEY',
  'OPENAI_API_KEY',
  'GEMINI_API_KEY',
  'GOOGLE_CLIENT_SECRET',
  'VAPID_PRIVATE_KEY',
  'ELEVENLABS_API_KEY',
  'STT_API_KEY',
])

/** Raised when the environment is invalid; its message has one line per wrong variable. */
export class EnvError extends Error {}

/** Parses and validates the environment once; throws EnvError naming each wrong variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const env: Record<string, unknown> = {}
  const problems: string[] = []
  for (const [name, { schema, expects }] of Object.entries(variables)) {
    const raw = source[name]
    const result = (schema as z.ZodType).safeParse(blankAsUnset(raw))
    if (result.success) env[name] = result.data
    else
      problems.push(
        `Invalid configuration: ${name} must be ${expects}${secret.has(name) ? '' : ` (got ${JSON.stringify(raw)})`}.`,
      )
  }
  if (env.S3_BUCKET && !(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY)) {
    problems.push('Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set when S3_BUCKET is.')
  }
  if (Boolean(blankAsUnset(source.GOOGLE_CLIENT_ID)) !== Boolean(blankAsUnset(source.GOOGLE_CLIENT_SECRET))) {
    problems.push('Invalid configuration: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together.')
  }
  if (Boolean(blankAsUnset(source.VAPID_PUBLIC_KEY)) !== Boolean(blankAsUnset(source.VAPID_PRIVATE_KEY))) {
    problems.push('Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together.')
  }
  if (problems.length > 0) throw new EnvError(problems.join('\n'))
  return env as Env
}

/** The names of every configuration variable, for the README check. */
export const configurationNames = Object.keys(variables)
