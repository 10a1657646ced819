import { type ChatLanguage, chatLanguages, foldText } from './chat-languages.ts'

/**
 * What marks a language in a message: common words (folded: lowercase, no accents, since older
 * people often type without them), common phrases, and a count of telling characters.
 */
type Profile = { words: ReadonlySet<string>; phrases: readonly string[]; marks: (text: string) => number }

const count = (text: string, pattern: RegExp) => (text.match(pattern) ?? []).length

/** Counts where needle starts in haystack, overlaps included ("thank you thank you" holds two). */
function occurrences(haystack: string, needle: string): number {
  let found = 0
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) found++
  return found
}
const countAll = (text: string, patterns: readonly RegExp[]) =>
  patterns.reduce((sum, pattern) => sum + count(text, pattern), 0)
/** A letter standing alone as a word (Portuguese "é", Italian "è", French "à"). */
const alone = (letter: string) => new RegExp(`(?<!\\p{L})${letter}(?!\\p{L})`, 'gu')
/** A word ending (two letters or more before it), such as Italian "-ato" or German "-ung". */
const ending = (endings: string) => new RegExp(`(?<=\\p{L}{2})(?:${endings})(?!\\p{L})`, 'gu')
const wordSet = (words: string) => new Set(words.split(/\s+/).filter(Boolean))
/** Phrases separated by "|" or line breaks. */
const phraseList = (phrases: string) => phrases.split(/\s*[|\n]\s*/).filter(Boolean)

const kana = /[\u3040-\u30ff]/gu
const han = /\p{Script=Han}/gu
const hasKana = (text: string) => /[\u3040-\u30ff]/u.test(text)

// Letters shared by two languages count for both; the common words then tell them apart.
const acuteVowels = /[áíóú]/gu
const cedillaAndCircumflex = /[çâêô]/gu

const profiles: Record<ChatLanguage, Profile> = {
  english: {
    words: wordSet(`
      i the and is are was were am be been have has had do does did not you your my me we us our they them
      their he him his she her it its this that these those what when where why how who which with from for of
      to at on about into after before just very really would could should will can want like need feel today
      tomorrow yesterday morning afternoon evening night week please thank thanks yes yeah good well fine much
      many some any there here going get got know think time take make tell remind help again little lot lovely
      nice weather daughter son grandson granddaughter grandchildren husband wife friend pills medicine
      appointment call talk if but or because all out up than then now still sorry hello hi bye went said come
      sleep walk eat lunch dinner breakfast sunday monday saturday visit visiting coming tired happy`),
    phrases: phraseList(`
      thank you | how are you | good morning | good night | good afternoon | i am | i have | i would like
      do you | can you | what is | i feel | see you | a little | a lot | want to | need to | have to
      of the | in the | on the | it is | it was | there is | remind me | tell me | help me | my daughter
      my son | last night | this morning`),
    marks: (text) => countAll(text, [/\p{L}['’](?:s|t|re|ve|ll|d|m)(?!\p{L})/gu, ending('ing|ly|ed')]),
  },
  spanish: {
    words: wordSet(`
      el los las del al y es esta estas este estoy esto eso ese esa muy pero porque que quien donde cuando como
      hoy ayer manana bien gracias hola buenos buenas dias noches tardes tengo tiene tienes tenemos quiero
      quieres puedo puedes puede necesito hacer hago voy vas vamos mi mis tu su sus yo usted ella ellos nosotros
      ya tambien todo todos nada algo mucho mucha muchos poco mas hay fue era siento duele dolor dormir nietos
      nieto nieta hija hijo hijos esposo esposa senor senora ahora despues antes siempre nunca con sin desde
      hasta sobre favor cita pastillas medicina cabeza rodilla espalda me te se le lo no si un una unos por para
      de la estaba creo gusta llamar hermana hermano visitar comer salir ver quisiera entiendo entendi
      perdon domingo lunes sabado cansado cansada contigo nuevo semana tomar recordar`),
    phrases: phraseList(`
      por favor | buenos dias | buenas noches | buenas tardes | como estas | como esta | muchas gracias
      hasta manana | hasta luego | me duele | no puedo | lo siento | me siento | estoy bien | de nada
      que tal | tengo que | voy a | me gustaria | mi hija | mi hijo`),
    marks: (text) => countAll(text, [/[ñ¿¡]/gu, ending('ción|ciones|ado|ada|ados|adas|ido|ida'), acuteVowels]),
  },
  french: {
    words: wordSet(`
      je tu il elle nous vous ils elles le la les un une des du au aux et est es suis sont ai avons avez ont etait
      avais avait pas ne plus tres bien mais ou donc avec pour dans sur chez mon ma mes ton ta tes sa ses notre
      votre nos vos ce cette ces qui quoi que quand comment pourquoi oui non merci bonjour bonsoir salut
      aujourd hui demain hier semaine prochaine matin soir voudrais veux peux peut dois faire aller vais fait
      beaucoup peu toujours jamais encore aussi tout tous rien medecin rendez prendre petit petite fille fils
      enfants aime moi toi lui leur sens fatigue fatiguee ca me te se si de desole compris voir venir
      dimanche lundi samedi lunettes appeler soeur frere manger dormi jardin pris`),
    phrases: phraseList(`
      s il vous plait | s il te plait | merci beaucoup | a demain | a bientot | comment allez vous
      comment ca va | ca va | je suis | tu es | j ai | je voudrais | il y a | c est | est ce que
      bonne nuit | bonne journee | rendez vous | je me sens | ma fille | mon fils`),
    marks: (text) =>
      countAll(text, [
        /[èëîïûœ]/gu,
        alone('à'),
        ending('eux|eau|eaux|oient|aient|ez'),
        /(?<!\p{L})(?:j|qu|c|n|s|d|m|t|l)['’](?=\p{L})/gu,
        cedillaAndCircumflex,
      ]),
  },
  german: {
    words: wordSet(`
      ich du er sie es wir ihr mich mir dich dir uns mein meine meinen meiner meinem dein deine sein seine der
      die das den dem des ein eine einen einem einer und oder aber nicht kein keine ist bin bist sind war waren
      habe hast hat haben hatte wird werde kann konnen kannst muss soll will mochte heute morgen gestern jetzt
      noch schon auch sehr gut danke bitte ja nein hallo guten tag abend nacht wie was wo wann warum wer mit
      von zu zum zur bei fur auf aus nach uber vergessen tabletten arzt tochter sohn enkel enkelin geht gehen
      machen viel etwas immer wieder leider schmerzen mude tun heisst ganz nur doch gerne mag sehen kommt
      kommen sonntag montag samstag schlafen essen garten brille schwester bruder anrufen verstanden`),
    phrases: phraseList(`
      wie geht | guten morgen | guten tag | guten abend | gute nacht | vielen dank | danke schon | ich bin
      ich habe | ich mochte | es geht | bis morgen | bis bald | tut mir leid | mir geht | was soll
      kannst du | konnen sie`),
    marks: (text) => countAll(text, [/[äöüß]/gu, ending('ung|heit|keit|lich|chen'), /sch|tz/gu]),
  },
  italian: {
    words: wordSet(`
      il lo la le gli un una uno di da del della dei delle al alla nel nella con per su tra che chi cosa come
      dove quando perche ma non si mi ti ci ne sono sei siamo siete ho hai ha abbiamo avete hanno sto stai sta
      essere avere fare voglio vorrei posso puoi puo devo deve ancora sempre tutto tutti niente domani ieri
      oggi adesso ora dopo prima mio mia miei tuo tua suo sua nostro nostra grazie prego ciao buongiorno
      buonasera buonanotte bene molto poco po piu gia anche medico nipote nipoti figlia figlio marito moglie
      stanca stanco sento dormire testa dolore questo questa quello quella stamattina stasera no tu piace
      dispiace capito fatto preso andato mangiato dimenticato sorella fratello chiamare vedere domenica lunedi
      sabato occhiali giardino qualcosa scusa`),
    phrases: phraseList(`
      per favore | buona notte | buona sera | come stai | come sta | grazie mille | a domani | sto bene
      mi sento | un po | non lo so | ho bisogno | c e | mi fa male | mia figlia | mio figlio | che cosa`),
    marks: (text) =>
      countAll(text, [
        alone('è'),
        /[ìòù]/gu,
        ending('ato|ati|ito|iti|uto|zione|zioni|gli'),
        /(?<!\p{L})(?:dell|nell|all|dall|sull|quest|quell|un|c)['’](?=\p{L})/gu,
      ]),
  },
  portuguese: {
    words: wordSet(`
      eu voce ele ela nos eles elas meu minha meus minhas seu sua seus suas nosso nossa um uma uns umas do da
      dos das no na nas ao aos pelo pela num numa em com de que nao sim muito muita muitos muitas pouco mais mas
      tambem tudo nada bem bom boa obrigado obrigada hoje ontem amanha agora ainda depois antes sempre nunca ja
      estou esta estava estamos sou sao foi era tenho tem temos tinha vou vai vamos posso pode preciso quero
      gosto sinto dor cabeca saudade saudades netos neto neta filho filha filhos marido esposa medico remedio
      remedios consulta isso isto esse essa este aqui fazer dormir porque quando onde como para por oi ola
      tchau ate me te se tu desculpe entendi voce irma irmao ligar visitar domingo segunda sabado oculos
      jardim cansado cansada comer ver tomar lembrar`),
    phrases: phraseList(`
      por favor | bom dia | boa tarde | boa noite | muito obrigado | muito obrigada | tudo bem | como vai
      estou bem | ate amanha | ate logo | eu estou | eu tenho | nao sei | nao consigo | minha filha
      meu filho | estou com | dor de`),
    marks: (text) =>
      countAll(text, [
        /[ãõ]/gu,
        alone('é'),
        ending('ção|ções|inho|inha|agem|ado|ada|ido|ida'),
        cedillaAndCircumflex,
        acuteVowels,
      ]),
  },
  chinese: {
    words: wordSet(`
      我 你 您 他 她 们 們 的 了 是 不 在 有 很 吗 嗎 呢 吧 啊 今天 明天 昨天 什么 什麼 怎么 這 这 那 想 要 会 會 说 說
      去 没 沒 都 也 就 还 還 和 医生 醫生 药 藥 头疼 头痛 孙子 女儿 儿子 请 請`),
    phrases: phraseList(`
      你好 | 谢谢 | 謝謝 | 早上好 | 晚安 | 怎么样 | 不知道 | 我想 | 我要 | 没有 | 可以吗 | 对不起 | 没关系`),
    // Chinese characters without any kana: with kana, the same characters are Japanese kanji.
    marks: (text) => (hasKana(text) ? 0 : count(text, han)),
  },
  japanese: {
    words: wordSet(`
      です ます でした ました ません ない から けど まで ので よう こと もの 私 わたし 今日 明日 昨日 元気 先生 薬 孫 娘 息子`),
    phrases: phraseList(`
      ありがとう | こんにちは | おはよう | こんばんは | おやすみ | すみません | お願いします | ください | 大丈夫`),
    marks: (text) => (hasKana(text) ? count(text, kana) + count(text, han) : 0),
  },
}

const cjk = new Set<ChatLanguage>(['chinese', 'japanese'])

/** Scores one language's profile: 2 a common word, 3 a common phrase, 1 a telling character (product.md 5). */
function scoreProfile(language: ChatLanguage, text: string, folded: string, tokens: readonly string[]): number {
  const { words, phrases, marks } = profiles[language]
  // Chinese and Japanese put no spaces between words, so their words are found inside the text.
  const wordHits = cjk.has(language)
    ? [...words].reduce((sum, word) => sum + occurrences(folded, word), 0)
    : tokens.filter((token) => words.has(token)).length
  const padded = cjk.has(language) ? folded : ` ${tokens.join(' ')} `
  const phraseHits = phrases.reduce(
    (sum, phrase) => sum + occurrences(padded, cjk.has(language) ? phrase : ` ${phrase} `),
    0,
  )
  return 2 * wordHits + 3 * phraseHits + marks(text)
}

/** Scores a message against every chat language by common words, phrases and characters. */
export function languageScores(text: string): Record<ChatLanguage, number> {
  const lower = text.toLowerCase().normalize('NFC')
  const folded = foldText(text)
  const tokens = folded.split(/[^\p{L}]+/u).filter(Boolean)
  return Object.fromEntries(
    chatLanguages.map((language) => [language, scoreProfile(language, lower, folded, tokens)]),
  ) as Record<ChatLanguage, number>
}
