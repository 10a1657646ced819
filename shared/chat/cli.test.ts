import { describe, expect, it } from 'vitest'
import { commandError, runLines, USAGE_EXIT_CODE } from './cli.ts'

describe('runLines detect-language', () => {
  it('answers each input line with one JSON line', () => {
    const run = runLines('detect-language', [
      JSON.stringify({ text: 'Can you speak Spanish?', current: 'english' }),
      JSON.stringify({ text: 'ok', current: 'spanish' }),
    ])
    expect(run).toEqual({
      exitCode: 0,
      output: [
        '{"language":"spanish","confidence":0.95,"switch":true}',
        '{"language":"spanish","confidence":0,"switch":false}',
      ],
    })
  })

  it('answers a bad line with an error and goes on', () => {
    const run = runLines('detect-language', [
      'not json',
      '[1, 2]',
      '{"current":"english"}',
      '{"text":"hola","current":"klingon"}',
      '{"text":"Bitte sprich Deutsch mit mir","current":"en"}',
    ])
    expect(run.exitCode).toBe(0)
    const output = run.exitCode === 0 ? run.output.map((line) => JSON.parse(line)) : []
    expect(output).toEqual([
      { error: 'the line is not valid JSON' },
      { error: 'expected a JSON object like {"text": "...", "current": "english"}' },
      { error: '"text" must be a string' },
      { error: '"current" must be one of english, spanish, french, german, italian, portuguese, chinese, japanese' },
      { language: 'german', confidence: 0.95, switch: true },
    ])
  })

  it('skips blank lines, reads a missing current language as English, and ignores extra fields', () => {
    const run = runLines('detect-language', ['', '  ', '{"text":"hello there","expect":{}}'])
    expect(run).toEqual({ exitCode: 0, output: ['{"language":"english","confidence":0.4,"switch":false}'] })
  })
})

describe('runLines with an unknown command', () => {
  it('gives a one-line error and exit code 2', () => {
    expect(runLines('parse-weather', ['{}'])).toEqual({
      exitCode: USAGE_EXIT_CODE,
      error: 'sage: unknown command "parse-weather" (known: detect-language)',
    })
    expect(USAGE_EXIT_CODE).toBe(2)
    expect(commandError(undefined)).toBe('sage: name a command (known: detect-language)')
  })
})
