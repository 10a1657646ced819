import { type ChatLanguage, foldText } from './chat-languages.ts'

/** Each chat language's name as written in the eight chat languages, folded (lowercase, no accents). */
const languageNames: Record<ChatLanguage, readonly string[]> = {
  english: ['english', 'ingles', 'anglais', 'englisch', 'inglese', '英语', '英文', '英語'],
  spanish: [
    'spanish',
    'espanol',
    'castellano',
    'espagnol',
    'spanisch',
    'spagnolo',
    'espanhol',
    '西班牙语',
    '西班牙文',
    'スペイン語',
  ],
  french: ['french', 'frances', 'francais', 'franzosisch', 'francese', '法语', '法文', '法語', 'フランス語'],
  german: ['german', 'aleman', 'allemand', 'deutsch', 'tedesco', 'alemao', '德语', '德文', '德語', 'ドイツ語'],
  italian: ['italian', 'italiano', 'italien', 'italienisch', '意大利语', '意大利文', '義大利語', 'イタリア語'],
  portuguese: [
    'portuguese',
    'portugues',
    'portugais',
    'portugiesisch',
    'portoghese',
    '葡萄牙语',
    '葡萄牙文',
    'ポルトガル語',
  ],
  chinese: [
    'chinese',
    'mandarin',
    'chino',
    'chinois',
    'chinesisch',
    'cinese',
    'chines',
    '中文',
    '汉语',
    '漢語',
    '普通话',
    '华语',
    '中国語',
  ],
  japanese: ['japanese', 'japones', 'japonais', 'japanisch', 'giapponese', '日语', '日文', '日語', '日本語'],
}

const nameToLanguage = new Map(
  Object.entries(languageNames).flatMap(([language, names]) => names.map((name) => [name, language as ChatLanguage])),
)

/** Longest names first, so "italienisch" wins over "italien". */
const names = [...nameToLanguage.keys()].sort((a, b) => b.length - a.length).join('|')

// Verbs that ask for a way of speaking, in the eight languages (imperative, infinitive or "you" forms).
const speakVerbs = [
  'speak|talk|reply|respond|answer|write|chat',
  'habla|hablar|hablame|hablarme|hablemos|hables|hable|responde|respondeme|responder|contesta|contestame|escribe|escribeme',
  'parle|parles|parlez|parler|parlons|reponds|repondez|repondre|ecris|ecrivez|ecrire',
  'sprich|sprichst|sprechen|sprecht|rede|reden|antworte|antworten|schreib|schreibe|schreiben',
  'parla|parli|parlare|parlami|parlarmi|parliamo|rispondi|rispondimi|rispondere|scrivi|scrivimi',
  'fala|falar|fale|falas|falemos|responda|escreva|escreve',
].join('|')
const switchVerbs =
  'switch|change|go back|cambia|cambiar|cambiamos|cambiemos|cambiare|passe|passez|passer|passons|passa|passare|passiamo|wechsle|wechsel|wechseln|mude|muda|mudar|troca|troque|trocar'
// Words that may sit between the verb and the language: "to me", "avec moi", "mit mir", "comigo"...
const fillers =
  'to me|with me|to us|back|only|a little|un poco|un peu|ein bisschen|un po|um pouco|conmigo|solo|moi|avec moi|vous|tu|sie|du|bitte|mit mir|doch|mal|nur|con me|mi|comigo|me|el idioma|la langue|die sprache|la lingua|o idioma|language'
const prepositions = 'in|into|to|using|en|el|al|a|au|a l|auf|zu|ins|all|em|no|para|pra|pro|ao'

const gap = `(?: (?:${fillers})){0,2}`
const latinRequests = [
  new RegExp(`(?<![\\p{L}])(?:${speakVerbs})${gap}(?: (?:${prepositions}))? (${names})(?![\\p{L}])`, 'u'),
  new RegExp(`(?<![\\p{L}])(?:${switchVerbs})${gap} (?:${prepositions}) (${names})(?![\\p{L}])`, 'u'),
  // "Deutsch sprechen", "en français s'il vous plaît", "in English please", or a bare language name.
  new RegExp(`(?<![\\p{L}])(${names}) (?:sprechen|reden|antworten|schreiben)(?![\\p{L}])`, 'u'),
  new RegExp(`^(?:(?:${prepositions}) )?(${names})(?: (?:please|por favor|s il vous plait|bitte|per favore))?$`, 'u'),
]
// 请说中文, 用英语说, 能讲日语吗; 日本語で話してください, 英語でお願いします.
const cjkRequests = [
  new RegExp(`(?<!不|别|別|不要)(?:说|讲|說|講|用)(${names})`, 'u'),
  new RegExp(`(${names})(?:で|を)(?:話|はな|しゃべ|喋|お願い|おねがい|答え|こたえ|書い|返事)(?!さない|せない)`, 'u'),
]

// A request is not one when negated or about someone else: "don't speak French", "she speaks German".
const refusal =
  /(?:^| )(?:not|never|cannot|can t|don t|doesn t|didn t|won t|no|non|ne|nicht|nie|nao|nunca|jamais|mai|he|she|they|who|ella|ellos|il|elle|ils|elles|er|lui|lei|ele|ela|eles)(?: \S+)? ?$/u

/** Reads an explicit request to speak one of the chat languages ("speak Spanish", "请说中文"), or null. */
export function explicitLanguageRequest(text: string): ChatLanguage | null {
  const folded = foldText(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
  for (const pattern of [...latinRequests, ...cjkRequests]) {
    const match = pattern.exec(folded)
    if (match && !refusal.test(folded.slice(0, match.index))) return nameToLanguage.get(match[1]!) ?? null
  }
  return null
}
