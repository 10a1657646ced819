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
      TRUST_PROXY: false,
      OPENAI_BASE_URL: undefined,
      OPENAI_API_KEY: undefined,
      AI_MODEL: 'llama3.2',
      LOG_LEVEL: 'info',
    })
  })

  it('reads the assistant model settings, and names a wrong OPENAI_BASE_URL', () => {
    expect(parseEnv({ OPENAI_BASE_URL: 'http://localhost:11434/v1', AI_MODEL: 'qwen2.5' })).toMatchObject({
      OPENAI_BASE_URL: 'http://localhost:11434/v1',
      AI_MODEL: 'qwen2.5',
    })
    expect(() => parseEnv({ OPENAI_BASE_URL: 'localhost:11434' })).toThrow(/OPENAI_BASE_URL must be a URL/)
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
