import { describe, expect, it } from 'vitest'
import { type ChatLanguage, chatLanguages, foldText } from '../chat-languages.ts'
import { type StylePreferences } from '../style.ts'
import { type Intent } from './intents.ts'
import { composeReply, type SageFacts } from './replies.ts'

const style: Pick<StylePreferences, 'formality' | 'lengthPreference'> = {
  formality: 'mixed',
  lengthPreference: 'moderate',
}
const facts: SageFacts = {
  firstName: 'Maria',
  medications: ['Metformin', 'Lisinopril'],
  conditions: 'Diabetes, high blood pressure',
  doctorName: 'Dr. Lee',
  doctorPhone: '555-0101',
  emergencyContacts: [{ name: 'Ana', relationship: 'daughter', phone: '555-0199' }],
  nextAppointments: [{ title: 'Dentist', when: 'Tuesday 10:00' }],
  photoCount: 12,
}
const noFacts: SageFacts = { emergencyContacts: [], nextAppointments: [], photoCount: 0 }

/** One message per intent and language, taken from the phrasings the intent tests use. */
const messages: Record<ChatLanguage, Record<Intent, string>> = {
  english: row(
    'Hello',
    'What can you do?',
    'How are you?',
    'Tell me something nice',
    'I feel lonely',
    'Thanks',
    'Bye',
    'my pills',
    'my conditions',
    'my doctor',
    'emergency contacts',
    'next appointment',
    'my photos',
    'Who won the war?',
  ),
  spanish: row(
    'Hola',
    '¿Qué puedes hacer?',
    '¿Cómo estás?',
    'Dime algo bonito',
    'Me siento sola',
    'Gracias',
    'Adiós',
    'mis pastillas',
    'mis enfermedades',
    'mi médico',
    'mis contactos de emergencia',
    'mi próxima cita',
    'mis fotos',
    '¿Quién ganó el partido?',
  ),
  french: row(
    'Bonjour',
    'Que pouvez-vous faire ?',
    'Comment ça va ?',
    'Dis-moi quelque chose de gentil',
    'Je me sens seule',
    'Merci',
    'Au revoir',
    'mes médicaments',
    'mes maladies',
    'mon médecin',
    'mes contacts d’urgence',
    'mon rendez-vous',
    'mes photos',
    'Quelle heure est-il ?',
  ),
  german: row(
    'Hallo',
    'Was können Sie?',
    'Wie geht es dir?',
    'Sag mir etwas Schönes',
    'Ich bin einsam',
    'Danke',
    'Tschüss',
    'meine Medikamente',
    'meine Erkrankungen',
    'mein Arzt',
    'meine Notfallkontakte',
    'mein Termin',
    'meine Fotos',
    'Wer hat gewonnen?',
  ),
  italian: row(
    'Ciao',
    'Cosa sai fare?',
    'Come stai?',
    'Dimmi qualcosa di bello',
    'Mi sento sola',
    'Grazie',
    'Arrivederci',
    'i miei farmaci',
    'le mie malattie',
    'il mio medico',
    'i contatti di emergenza',
    'il mio appuntamento',
    'le mie foto',
    'Chi ha vinto?',
  ),
  portuguese: row(
    'Olá',
    'O que você pode fazer?',
    'Como vai?',
    'Diga algo bonito',
    'Estou sozinha',
    'Obrigada',
    'Tchau',
    'meus remédios',
    'minhas doenças',
    'meu médico',
    'meus contatos de emergência',
    'minha consulta',
    'minhas fotos',
    'Quem ganhou?',
  ),
  chinese: row(
    '你好',
    '你能做什么',
    '你好吗',
    '说点开心的事',
    '我很孤单',
    '谢谢',
    '再见',
    '我的药',
    '我的病史',
    '我的医生',
    '紧急联系人',
    '我的预约',
    '我的照片',
    '谁赢了？',
  ),
  japanese: row(
    'こんにちは',
    '何ができますか',
    'お元気ですか',
    'いい話をして',
    '寂しい',
    'ありがとう',
    'さようなら',
    '私の薬',
    '持病',
    '主治医',
    '緊急連絡先',
    '予約',
    '写真',
    '誰が勝った？',
  ),
}

/** Common words of each language that English replies do not use. */
const languageWords: Record<ChatLanguage, RegExp> = {
  english: /\b(you|your|i'm|the|and|is)\b/,
  spanish: /\b(usted|tu|tus|su|sus|de|que|para|con|estoy|puede|puedes|le|te|muy|y|hay|en)\b/,
  french: /\b(vous|tu|je|de|est|les|votre|vos|ton|tes|avec|pour|et|en|il)\b/,
  german: /\b(ich|sie|du|ihre|ihr|dein|deine|ist|und|nicht|mit|gern|noch|sind|dir|ihnen|es)\b/,
  italian: /\b(posso|lei|tu|sono|di|il|che|per|con|tuo|tuoi|suo|suoi|e|non|ci|ti|la)\b/,
  portuguese: /\b(voce|seu|sua|seus|suas|de|que|para|com|estou|nao|e|muito|em|na)\b/,
  chinese: /^[^\u3040-\u30ff]*[\u4e00-\u9fff][^\u3040-\u30ff]*$/,
  japanese: /[\u3040-\u30ff]/,
}

function row(...texts: string[]): Record<Intent, string> {
  const intents: Intent[] = [
    'greeting',
    'capabilities',
    'how-are-you',
    'something-nice',
    'lonely',
    'thanks',
    'goodbye',
    'medications',
    'conditions',
    'doctor',
    'emergency-contacts',
    'appointments',
    'photos',
    'unknown',
  ]
  // The everyday asks (date and time, comfort, pastimes) have tests of their own below.
  return Object.fromEntries(intents.map((intent, index) => [intent, texts[index]!])) as Record<Intent, string>
}

const reply = (
  text: string,
  language: ChatLanguage = 'english',
  overrides: Partial<Parameters<typeof composeReply>[0]> = {},
) => composeReply({ text, language, facts, style, seed: 0, ...overrides })

describe('composeReply in every language', () => {
  for (const language of chatLanguages) {
    it(`answers each intent in ${language}`, () => {
      for (const [intent, text] of Object.entries(messages[language])) {
        for (const known of [facts, noFacts]) {
          const answer = composeReply({ text, language, facts: known, style, seed: 1 })
          expect([intent, answer.length > 0 && languageWords[language].test(foldText(answer))]).toEqual([intent, true])
          expect(answer).not.toMatch(/undefined|null|NaN|\{|\}|\$/)
        }
      }
    })
  }
})

describe('composeReply from the facts', () => {
  it('reads out medications, conditions, doctor, contacts, appointments and photos', () => {
    expect(reply('What are my medications?')).toContain('Metformin and Lisinopril')
    expect(reply('What conditions do I have?')).toContain('Diabetes and high blood pressure')
    expect(reply('Who is my doctor?')).toMatch(/Dr\. Lee.*555-0101/)
    expect(reply('Who are my emergency contacts?')).toContain('Ana (daughter, 555-0199)')
    expect(reply('When is my next appointment?')).toContain('Dentist, Tuesday 10:00')
    expect(reply('How many photos do I have?')).toContain('12 photos')
    expect(reply('¿Cuántas fotos tengo?', 'spanish')).toContain('12 fotos')
    expect(reply('我的照片', 'chinese')).toContain('12')
  })

  it('says where to add a missing fact', () => {
    const none = { facts: noFacts }
    expect(reply('my medications', 'english', none)).toContain('Settings > Profile')
    expect(reply('my medical history', 'english', none)).toContain('Medical History')
    expect(reply('my doctor', 'english', none)).toContain('Settings > Profile')
    expect(reply('emergency contacts', 'english', none)).toContain('Settings > Emergency Contacts')
    expect(reply('my appointments', 'english', none)).toContain('calendar')
    expect(reply('my photos', 'english', none)).toContain('Photo Gallery')
    expect(reply('mis pastillas', 'spanish', none)).toContain('Configuración > Perfil')
  })

  it('says when only the doctor’s phone is missing', () => {
    const answer = reply('my doctor', 'english', { facts: { ...facts, doctorPhone: undefined } })
    expect(answer).toContain('Dr. Lee')
    expect(answer).toContain("don't have your doctor's phone number")
  })

  it('greets by first name when it is known', () => {
    expect(reply('Hello')).toMatch(/^Hello, Maria!/)
    expect(reply('Hola', 'spanish')).toMatch(/^¡Hola, Maria!/)
    expect(reply('こんにちは', 'japanese')).toContain('Mariaさん')
    expect(reply('Hello', 'english', { facts: noFacts })).toMatch(/^Hello!/)
  })
})

describe('composeReply keeping company', () => {
  it('varies how-are-you, something-nice and lonely by seed', () => {
    for (const text of ['How are you?', 'Tell me something nice', 'I feel lonely']) {
      const answers = new Set([0, 1, 2].map((seed) => reply(text, 'english', { seed })))
      expect(answers.size).toBe(3)
      expect(reply(text, 'english', { seed: 7 })).toBe(reply(text, 'english', { seed: 7 }))
    }
  })

  it('suggests calling an emergency contact by name when lonely', () => {
    expect(reply('I feel lonely')).toContain('give Ana a call')
    expect(reply('Me siento sola', 'spanish')).toContain('llamar a Ana')
    expect(reply('I feel lonely', 'english', { facts: noFacts })).not.toMatch(/call/)
  })

  it('says plainly what it cannot do and what a hosted model would add', () => {
    const answer = reply('What is the capital of Peru?')
    expect(answer).toContain('only help with a few things')
    expect(answer).toContain('medications')
    expect(answer).toContain('hosted AI model')
  })

  it('agrees to switch language on request', () => {
    expect(reply('Please speak Spanish')).toContain('español')
  })
})

describe('composeReply style', () => {
  const brief = { style: { formality: 'mixed', lengthPreference: 'brief' } as const }

  it('keeps brief replies to one or two sentences', () => {
    for (const text of ['What can you do?', 'What is the capital of Peru?', 'I feel lonely', 'Hello', 'my pills']) {
      const short = reply(text, 'english', brief)
      expect(short.length).toBeLessThan(reply(text).length)
      expect(short.match(/[.!?](\s|$)/g)!.length).toBeLessThanOrEqual(2)
    }
  })

  it('uses usted when formal and tú when casual in Spanish', () => {
    const usted = /\b(usted|su|sus|le|puede|pueda|quiere)\b|ayudarle|contarle/
    const tu = /\b(tu|tus|ti|te|contigo|puedes|quieres)\b|ayudarte|contarte/
    for (const text of ['¿Qué puedes hacer?', 'Me siento sola', 'mis pastillas', '¿Quién ganó el partido?', 'Hola']) {
      const formal = foldText(reply(text, 'spanish', { style: { ...style, formality: 'formal' } }))
      const casual = foldText(reply(text, 'spanish', { style: { ...style, formality: 'casual' } }))
      expect(formal).toMatch(usted)
      expect(formal).not.toMatch(tu)
      expect(casual).toMatch(tu)
      expect(casual).not.toMatch(/\busted\b/)
    }
  })

  it('uses vous or tu in French and Sie or du in German', () => {
    const formal = { style: { ...style, formality: 'formal' } } as const
    const casual = { style: { ...style, formality: 'casual' } } as const
    expect(reply('Je me sens seule', 'french', formal)).toMatch(/\bvous\b/)
    expect(reply('Je me sens seule', 'french', casual)).not.toMatch(/\bvous\b/)
    expect(reply('Je me sens seule', 'french', casual)).toMatch(/\btoi\b|\btu\b/)
    expect(reply('Ich bin einsam', 'german', formal)).toMatch(/\bSie\b/)
    expect(reply('Ich bin einsam', 'german', casual)).toMatch(/\bdu\b|\bdich\b/)
    expect(reply('Ich bin einsam', 'german', casual)).not.toMatch(/\bSie\b/)
  })
})

describe('composeReply for everyday asks', () => {
  // Wednesday 18 November 2026, 10:05 in Madrid (09:05 UTC).
  const madrid = { ...facts, now: '2026-11-18T09:05:00Z', timeZone: 'Europe/Madrid' }
  const at = (text: string, language: ChatLanguage, seed = 0) =>
    composeReply({ text, language, facts: madrid, style, seed })

  it('tells the day, the date and the time in the person’s zone and language', () => {
    expect(at('What day is it?', 'english')).toBe('Today is Wednesday, November 18, 2026, and it is 10:05 AM.')
    expect(at('¿Qué hora es?', 'spanish')).toBe('Hoy es miércoles, 18 de noviembre de 2026, y son las 10:05.')
    expect(at('Quelle heure est-il ?', 'french')).toContain('mercredi 18 novembre 2026')
    expect(at('Wie spät ist es?', 'german')).toContain('Mittwoch, 18. November 2026')
    expect(at('Che giorno è oggi?', 'italian')).toContain('mercoledì 18 novembre 2026')
    expect(at('Que dia é hoje?', 'portuguese')).toContain('quarta-feira, 18 de novembro de 2026')
    expect(at('今天星期几？', 'chinese')).toContain('2026年11月18日星期三')
    expect(at('今日は何曜日ですか', 'japanese')).toContain('2026年11月18日水曜日')
    // One o'clock is singular where the language says so.
    const one = { ...madrid, now: '2026-11-18T00:05:00Z' }
    expect(composeReply({ text: 'que hora es', language: 'spanish', facts: one, style, seed: 0 })).toContain(
      'es la 1:05',
    )
    // Across the date line: late evening in New York is already tomorrow in Tokyo.
    const tokyo = { ...madrid, now: '2026-11-18T23:30:00Z', timeZone: 'Asia/Tokyo' }
    expect(composeReply({ text: 'what day is it', language: 'english', facts: tokyo, style, seed: 0 })).toContain(
      'Thursday, November 19',
    )
  })

  it('calms someone confused or scared, says when it is, and who to call', () => {
    const answer = at("I'm confused, I don't know where I am", 'english')
    expect(answer).toMatch(/safe|all right/)
    expect(answer).toContain('Ana')
    expect(answer).toContain('Wednesday')
    const brief = composeReply({
      text: 'Tengo miedo',
      language: 'spanish',
      facts: madrid,
      style: { ...style, lengthPreference: 'brief' },
      seed: 0,
    })
    expect(brief).toContain('Ana')
  })

  it('tells a different joke, saying, story or memory question each time in every language', () => {
    const asks: Record<ChatLanguage, string[]> = {
      english: ['Tell me a joke', 'Tell me a saying', 'Tell me a story', 'Ask me about my childhood'],
      spanish: ['Cuéntame un chiste', 'Dime un refrán', 'Cuéntame un cuento', 'Pregúntame sobre mi infancia'],
      french: ['Une blague', 'Un proverbe', 'Raconte-moi une histoire', 'Parlons du bon vieux temps'],
      german: ['Einen Witz bitte', 'Ein Sprichwort bitte', 'Erzähl mir eine Geschichte', 'Von früher erzählen'],
      italian: ['Una barzelletta', 'Un proverbio', 'Raccontami una storia', 'I vecchi tempi'],
      portuguese: ['Uma piada', 'Um ditado', 'Conte-me uma história', 'Os velhos tempos'],
      chinese: ['讲个笑话', '说句谚语', '讲个故事', '聊聊小时候'],
      japanese: ['冗談を言って', 'ことわざを教えて', '昔話を聞かせて', '子供の頃の話'],
    }
    for (const language of chatLanguages) {
      for (const text of asks[language]) {
        const first = at(text, language, 1)
        const second = at(text, language, 2)
        expect([language, text, first !== second]).toEqual([language, text, true])
        expect(first).not.toMatch(/undefined|\{|\}|\$/)
      }
    }
  })
})

describe('composeReply when Sage cannot help', () => {
  it('never says the same sentence twice in a row, and says what it can do instead', () => {
    const asks: Record<ChatLanguage, string> = {
      english: 'Book me a flight to Rome',
      spanish: 'Resérvame un vuelo a Roma',
      french: 'Réserve-moi un vol pour Rome',
      german: 'Buch mir einen Flug nach Rom',
      italian: 'Prenotami un volo per Roma',
      portuguese: 'Reserve um voo para Roma',
      chinese: '帮我订一张去罗马的机票',
      japanese: 'ピザを注文して',
    }
    const sentences = (text: string) => text.split(/(?<=[.!?。？！])\s*/).filter(Boolean)
    for (const language of chatLanguages) {
      for (let seed = 1; seed <= 6; seed += 1) {
        const first = composeReply({ text: asks[language], language, facts, style, seed })
        const next = composeReply({ text: asks[language], language, facts, style, seed: seed + 1 })
        const shared = sentences(first).filter((sentence) => sentences(next).includes(sentence))
        expect([language, seed, shared]).toEqual([language, seed, []])
      }
    }
  })
})
