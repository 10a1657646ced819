import { foldText } from '#shared/chat/chat-languages.ts'

/** A crisis line: how it is named in a reply, and the number to call. */
export type CrisisLine = { name: string; number: string }

/**
 * Crisis lines for people thinking of ending their life, by ISO country code: free, answered day
 * and night where the country has such a line. A deployment can name its own (CRISIS_LINE).
 */
export const crisisLines: Record<string, CrisisLine> = {
  US: { name: '988 Suicide & Crisis Lifeline', number: '988' },
  CA: { name: '9-8-8 Suicide Crisis Helpline', number: '988' },
  GB: { name: 'Samaritans', number: '116 123' },
  IE: { name: 'Samaritans', number: '116 123' },
  AU: { name: 'Lifeline', number: '13 11 14' },
  NZ: { name: '1737', number: '1737' },
  ES: { name: 'Línea 024', number: '024' },
  MX: { name: 'Línea de la Vida', number: '800 911 2000' },
  AR: { name: 'Centro de Asistencia al Suicida', number: '135' },
  CL: { name: 'Línea *4141', number: '*4141' },
  CO: { name: 'Línea 106', number: '106' },
  FR: { name: '3114', number: '3114' },
  BE: { name: 'Centre de Prévention du Suicide', number: '0800 32 123' },
  CH: { name: 'La Main Tendue / Die Dargebotene Hand', number: '143' },
  DE: { name: 'TelefonSeelsorge', number: '0800 111 0 111' },
  AT: { name: 'TelefonSeelsorge', number: '142' },
  IT: { name: 'Telefono Amico', number: '02 2327 2327' },
  PT: { name: 'SOS Voz Amiga', number: '213 544 545' },
  BR: { name: 'CVV', number: '188' },
  CN: { name: '希望24热线', number: '400 161 9995' },
  TW: { name: '1925', number: '1925' },
  HK: { name: 'The Samaritans', number: '2896 0000' },
  JP: { name: 'いのちの電話', number: '0570 783 556' },
}

/** The line used when the person's country is unknown or has none listed. */
export const DEFAULT_CRISIS_COUNTRY = 'US'

/** Country names as people write them (folded), in the chat languages, by ISO code. */
const countryNames: Record<string, string[]> = {
  US: [
    'us',
    'usa',
    'u s',
    'u s a',
    'united states',
    'united states of america',
    'america',
    'estados unidos',
    'eeuu',
    'ee uu',
    'etats unis',
    'vereinigte staaten',
    'stati uniti',
    'eua',
    '美国',
    'アメリカ',
    '米国',
  ],
  CA: ['ca', 'canada', 'kanada', '加拿大', 'カナダ'],
  GB: [
    'gb',
    'uk',
    'u k',
    'united kingdom',
    'england',
    'scotland',
    'wales',
    'great britain',
    'britain',
    'reino unido',
    'royaume uni',
    'grossbritannien',
    'regno unito',
    '英国',
    'イギリス',
  ],
  IE: ['ie', 'ireland', 'irlanda', 'irlande', 'irland'],
  AU: ['au', 'australia', 'australie', 'australien', '澳大利亚', 'オーストラリア'],
  NZ: ['nz', 'new zealand', 'nueva zelanda', 'nouvelle zelande', 'neuseeland', 'nuova zelanda'],
  ES: ['es', 'spain', 'espana', 'espagne', 'spanien', 'spagna', 'espanha', '西班牙', 'スペイン'],
  MX: ['mx', 'mexico', 'mexique', 'mexiko', 'messico', '墨西哥', 'メキシコ'],
  AR: ['ar', 'argentina', 'argentine', 'argentinien'],
  CL: ['cl', 'chile', 'chili'],
  CO: ['co', 'colombia', 'colombie', 'kolumbien'],
  FR: ['fr', 'france', 'francia', 'frankreich', 'franca', '法国', 'フランス'],
  BE: ['be', 'belgium', 'belgique', 'belgien', 'belgica', 'belgio'],
  CH: ['ch', 'switzerland', 'suisse', 'schweiz', 'svizzera', 'suiza', 'suica'],
  DE: ['de', 'germany', 'deutschland', 'alemania', 'allemagne', 'germania', 'alemanha', '德国', 'ドイツ'],
  AT: ['at', 'austria', 'osterreich', 'oesterreich', 'autriche'],
  IT: ['it', 'italy', 'italia', 'italie', 'italien', '意大利', 'イタリア'],
  PT: ['pt', 'portugal', 'portogallo', '葡萄牙', 'ポルトガル'],
  BR: ['br', 'brazil', 'brasil', 'bresil', 'brasilien', 'brasile', '巴西', 'ブラジル'],
  CN: ['cn', 'china', 'chine', 'cina', 'prc', '中国', '中华人民共和国', '中国大陆'],
  TW: ['tw', 'taiwan', '台湾', '臺灣', '台灣'],
  HK: ['hk', 'hong kong', '香港'],
  JP: ['jp', 'japan', 'japon', 'giappone', 'japao', '日本'],
}

const byName = new Map(
  Object.entries(countryNames).flatMap(([code, names]) => names.map((name) => [name, code] as const)),
)

/** The ISO code of a country as a person wrote it ("España", "usa", "日本"), or null when unknown. */
export function countryCode(country: string | null | undefined): string | null {
  if (!country) return null
  const key = foldText(country)
    .replace(/[.\-_,()]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return byName.get(key) ?? null
}

/** The crisis line for a person's country, the configured one first; the US line when neither is known. */
export function crisisLineFor(country: string | null | undefined, configured?: CrisisLine | null): CrisisLine {
  if (configured) return configured
  const code = countryCode(country)
  return crisisLines[code ?? DEFAULT_CRISIS_COUNTRY] ?? crisisLines[DEFAULT_CRISIS_COUNTRY]!
}
