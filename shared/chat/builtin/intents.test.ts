import { describe, expect, it } from 'vitest'
import { type ChatLanguage } from '../chat-languages.ts'
import { detectIntent, type Intent } from './intents.ts'

type Cases = Record<Exclude<Intent, 'unknown'>, string[]>

const english: Cases = {
  greeting: ['Hello', 'hi there', 'Good morning, Sage'],
  capabilities: ['What can you do?', 'Who are you?', 'How can you help me?'],
  'how-are-you': ['How are you?', "How's it going today?", 'how have you been'],
  'something-nice': ['Tell me something nice', 'Cheer me up please', 'Can you make me smile?'],
  lonely: ['I feel lonely', "I'm all alone today", 'I have nobody to talk to'],
  thanks: ['Thank you!', 'thanks a lot', 'I appreciate it'],
  goodbye: ['Goodbye', 'Bye for now', 'Good night, see you tomorrow'],
  medications: ['What are my medications?', 'Which pills do I take?', 'my meds'],
  conditions: ['What conditions do I have?', 'Tell me my medical history', 'any diagnoses?'],
  doctor: ["Who's my doctor?", 'What is my doctor’s phone number?', 'my GP'],
  'emergency-contacts': ['Who are my emergency contacts?', 'Who should I call?', 'show my contacts'],
  appointments: ['When is my next appointment?', "What's on my calendar?", 'anything upcoming?'],
  photos: ['How many photos do I have?', 'Show my pictures', 'open the gallery'],
  confused: ["I'm so confused", "I'm scared and I don't know why", "I don't know where I am"],
  clock: ['What day is it?', 'what time is it', "What's the date today?"],
  joke: ['Tell me a joke', 'Make me laugh', 'say something funny'],
  saying: ['Tell me a saying', 'Do you know a good proverb?', 'some words of wisdom please'],
  story: ['Tell me a story', 'Read me a little story'],
  memory: ['Ask me something about my childhood', 'I like talking about the old days'],
}

const spanish: Cases = {
  greeting: ['Hola', 'Buenos días', 'buenas tardes, Sage'],
  capabilities: ['¿Qué puedes hacer?', '¿Quién eres?', '¿En qué me puede ayudar?'],
  'how-are-you': ['¿Cómo estás?', '¿Qué tal?', 'como esta usted'],
  'something-nice': ['Dime algo bonito', 'Anímame un poco', 'cuéntame algo bueno'],
  lonely: ['Me siento sola', 'Estoy muy solo hoy', 'siento mucha soledad'],
  thanks: ['Gracias', 'muchas gracias', 'Se lo agradezco'],
  goodbye: ['Adiós', 'Hasta luego', 'nos vemos mañana'],
  medications: ['¿Qué medicamentos tomo?', 'mis pastillas', '¿cuáles son mis medicinas?'],
  conditions: ['¿Qué enfermedades tengo?', 'mi historial médico', 'mis condiciones de salud'],
  doctor: ['¿Quién es mi médico?', 'el teléfono de mi doctor', 'mi doctora'],
  'emergency-contacts': ['¿Quiénes son mis contactos de emergencia?', '¿A quién puedo llamar?', 'mis contactos'],
  appointments: ['¿Cuándo es mi próxima cita?', 'mi agenda', 'ver el calendario'],
  photos: ['¿Cuántas fotos tengo?', 'muéstrame la galería', 'mis imagenes'],
  confused: ['Estoy muy confundida', 'Tengo miedo', 'no sé dónde estoy'],
  clock: ['¿Qué día es hoy?', 'que hora es', '¿A qué fecha estamos?'],
  joke: ['Cuéntame un chiste', 'hazme reír'],
  saying: ['Dime un refrán', '¿Sabe algún dicho bonito?'],
  story: ['Cuéntame un cuento', 'léeme una historia'],
  memory: ['Pregúntame sobre mi infancia', 'me gusta hablar de los viejos tiempos'],
}

const others: Record<Exclude<ChatLanguage, 'english' | 'spanish'>, Cases> = {
  french: {
    greeting: ['Bonjour'],
    capabilities: ['Que pouvez-vous faire ?'],
    'how-are-you': ['Comment ça va ?'],
    'something-nice': ['Dis-moi quelque chose de gentil'],
    lonely: ['Je me sens seule'],
    thanks: ['Merci beaucoup'],
    goodbye: ['Au revoir'],
    medications: ['Quels sont mes médicaments ?'],
    conditions: ['Quelles maladies ai-je ?'],
    doctor: ['Qui est mon médecin ?'],
    'emergency-contacts': ['Mes contacts d’urgence'],
    appointments: ['Mon prochain rendez-vous ?'],
    photos: ['Combien de photos ai-je ?'],
    confused: ['Je suis perdue', 'J’ai peur'],
    clock: ['Quel jour sommes-nous ?', 'Quelle heure est-il ?'],
    joke: ['Racontez-moi une blague', 'une histoire drôle svp'],
    saying: ['Un proverbe, s’il vous plaît'],
    story: ['Raconte-moi une histoire'],
    memory: ['Parlons du bon vieux temps'],
  },
  german: {
    greeting: ['Guten Morgen'],
    capabilities: ['Was können Sie?'],
    'how-are-you': ['Wie geht es dir?'],
    'something-nice': ['Sag mir etwas Schönes'],
    lonely: ['Ich fühle mich einsam'],
    thanks: ['Vielen Dank'],
    goodbye: ['Tschüss'],
    medications: ['Welche Medikamente nehme ich?'],
    conditions: ['Welche Erkrankungen habe ich?'],
    doctor: ['Wer ist mein Hausarzt?'],
    'emergency-contacts': ['Meine Notfallkontakte'],
    appointments: ['Wann ist mein nächster Termin?'],
    photos: ['Wie viele Fotos habe ich?'],
    confused: ['Ich bin ganz verwirrt', 'Ich habe Angst'],
    clock: ['Wie spät ist es?', 'Welcher Tag ist heute?'],
    joke: ['Erzähl mir einen Witz'],
    saying: ['Kennen Sie ein Sprichwort?'],
    story: ['Erzählen Sie mir eine Geschichte'],
    memory: ['Fragen Sie mich nach meiner Kindheit'],
  },
  italian: {
    greeting: ['Buongiorno'],
    capabilities: ['Cosa sai fare?'],
    'how-are-you': ['Come stai?'],
    'something-nice': ['Dimmi qualcosa di bello'],
    lonely: ['Mi sento sola'],
    thanks: ['Grazie mille'],
    goodbye: ['Arrivederci'],
    medications: ['Quali farmaci prendo?'],
    conditions: ['Quali malattie ho?'],
    doctor: ['Chi è il mio medico?'],
    'emergency-contacts': ['I miei contatti di emergenza'],
    appointments: ['Quando è il prossimo appuntamento?'],
    photos: ['Quante foto ho?'],
    confused: ['Sono un po’ confusa', 'Ho paura'],
    clock: ['Che ore sono?', 'Che giorno è oggi?'],
    joke: ['Mi racconti una barzelletta'],
    saying: ['Mi dica un proverbio'],
    story: ['Raccontami una storia'],
    memory: ['Parliamo dei vecchi tempi'],
  },
  portuguese: {
    greeting: ['Olá'],
    capabilities: ['O que você pode fazer?'],
    'how-are-you': ['Como você está?'],
    'something-nice': ['Diga algo bonito'],
    lonely: ['Estou muito sozinha'],
    thanks: ['Obrigado'],
    goodbye: ['Tchau'],
    medications: ['Quais são meus remédios?'],
    conditions: ['Que doenças eu tenho?'],
    doctor: ['Quem é o meu médico?'],
    'emergency-contacts': ['Meus contatos de emergência'],
    appointments: ['Quando é a minha próxima consulta?'],
    photos: ['Quantas fotos eu tenho?'],
    confused: ['Estou confusa', 'Tenho medo'],
    clock: ['Que horas são?', 'Que dia é hoje?'],
    joke: ['Conte uma piada'],
    saying: ['Diga um ditado'],
    story: ['Conte-me uma história'],
    memory: ['Gosto de falar dos velhos tempos'],
  },
  chinese: {
    greeting: ['你好'],
    capabilities: ['你能做什么？'],
    'how-are-you': ['你好吗？'],
    'something-nice': ['说点开心的事吧'],
    lonely: ['我觉得很孤单'],
    thanks: ['谢谢你'],
    goodbye: ['再见'],
    medications: ['我吃什么药？'],
    conditions: ['我有什么病史？'],
    doctor: ['我的医生是谁？'],
    'emergency-contacts': ['我的紧急联系人是谁？'],
    appointments: ['我下一个预约是什么时候？'],
    photos: ['我有多少张照片？'],
    confused: ['我有点糊涂了', '我害怕'],
    clock: ['现在几点了？', '今天星期几？'],
    joke: ['给我讲个笑话'],
    saying: ['说一句谚语吧'],
    story: ['讲个故事吧'],
    memory: ['我想聊聊小时候的事'],
  },
  japanese: {
    greeting: ['こんにちは'],
    capabilities: ['何ができますか？'],
    'how-are-you': ['お元気ですか？'],
    'something-nice': ['何かいい話をして'],
    lonely: ['寂しいです'],
    thanks: ['ありがとう'],
    goodbye: ['さようなら'],
    medications: ['私の薬は何ですか？'],
    conditions: ['持病は何ですか？'],
    doctor: ['かかりつけの医者は誰？'],
    'emergency-contacts': ['緊急連絡先を教えて'],
    appointments: ['次の予約はいつ？'],
    photos: ['写真は何枚ありますか？'],
    confused: ['頭が混乱しています', 'ここはどこですか'],
    clock: ['今何時ですか', '今日は何曜日ですか'],
    joke: ['何か面白い話をして'],
    saying: ['ことわざを教えてください'],
    story: ['昔話を聞かせてください'],
    memory: ['子供の頃の話をしたいです'],
  },
}

const all: Record<ChatLanguage, Cases> = { english, spanish, ...others }

describe('detectIntent', () => {
  for (const [language, cases] of Object.entries(all) as [ChatLanguage, Cases][]) {
    for (const [intent, phrasings] of Object.entries(cases)) {
      it(`recognises ${intent} in ${language}`, () => {
        for (const phrasing of phrasings)
          expect([phrasing, detectIntent(phrasing, language)]).toEqual([phrasing, intent])
      })
    }
  }

  it('reads text typed without accents', () => {
    expect(detectIntent('que medicamentos tomo', 'spanish')).toBe('medications')
    expect(detectIntent('Tschuss', 'german')).toBe('goodbye')
    expect(detectIntent('ca va ?', 'french')).toBe('how-are-you')
  })

  it('recognises another language than the current one', () => {
    expect(detectIntent('¿Cuántas fotos tengo?', 'english')).toBe('photos')
    expect(detectIntent('Thank you', 'japanese')).toBe('thanks')
  })

  it('prefers the question over a greeting or thanks around it', () => {
    expect(detectIntent('Hi Sage, what are my medications?', 'english')).toBe('medications')
    expect(detectIntent('Gracias, ¿y mis citas?', 'spanish')).toBe('appointments')
  })

  it('answers unknown for anything else', () => {
    expect(detectIntent('What is the capital of Peru?', 'english')).toBe('unknown')
    expect(detectIntent('¿Quién ganó el partido ayer?', 'spanish')).toBe('unknown')
    expect(detectIntent('   ', 'english')).toBe('unknown')
  })
})
