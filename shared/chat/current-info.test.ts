import { describe, expect, it } from 'vitest'
import { type ChatLanguage, chatLanguages } from './chat-languages.ts'
import { needsCurrentInformation } from './current-info.ts'

type Example = [ChatLanguage, string]

/** Questions about the world now: news, weather, today's events, scores, prices, opening hours. */
const current: Example[] = [
  ['english', "What's the news today?"],
  ['english', 'What is the weather like in Boston tomorrow?'],
  ['english', 'Who won the Yankees game last night?'],
  ['english', 'how much does a gallon of milk cost right now'],
  ['english', 'Is the pharmacy on Main Street open today?'],
  ['english', "What's happening in town this weekend?"],
  ['english', 'What’s the latest on the election?'],
  ['english', 'Will it rain this afternoon?'],
  ['english', 'Weather?'],
  ['english', 'Tell me the headlines'],
  ['spanish', '¿Cuáles son las noticias de hoy?'],
  ['spanish', '¿Qué tiempo hace hoy en Madrid?'],
  ['spanish', '¿Quién ganó el partido de ayer?'],
  ['spanish', '¿A qué hora abre la farmacia?'],
  ['spanish', '¿Cuánto cuesta la gasolina ahora?'],
  ['spanish', 'Dime qué pasa en la ciudad este fin de semana'],
  ['spanish', '¿Va a llover mañana?'],
  ['french', 'Quelles sont les nouvelles aujourd’hui ?'],
  ['french', 'Quel temps fait-il à Paris ?'],
  ['french', 'Qui a gagné le match hier soir ?'],
  ['french', 'À quelle heure ferme la pharmacie ?'],
  ['french', 'Dites-moi ce qui se passe en ville cette semaine'],
  ['french', 'Quel est le prix du pain en ce moment ?'],
  ['german', 'Was gibt es Neues in der Welt?'],
  ['german', 'Wie wird das Wetter morgen?'],
  ['german', 'Wer hat gestern das Spiel gewonnen?'],
  ['german', 'Hat die Apotheke heute geöffnet?'],
  ['german', 'Was kostet ein Liter Benzin gerade?'],
  ['german', 'Sag mir die neuesten Nachrichten'],
  ['italian', 'Quali sono le notizie di oggi?'],
  ['italian', 'Che tempo fa a Roma?'],
  ['italian', 'Chi ha vinto la partita ieri sera?'],
  ['italian', 'A che ora apre la farmacia?'],
  ['italian', 'Mi dici le ultime notizie?'],
  ['italian', 'Cosa succede in città questo fine settimana?'],
  ['portuguese', 'Quais são as notícias de hoje?'],
  ['portuguese', 'Vai chover amanhã?'],
  ['portuguese', 'Quem ganhou o jogo ontem?'],
  ['portuguese', 'Que horas abre a farmácia hoje?'],
  ['portuguese', 'Quanto custa o pão agora?'],
  ['portuguese', 'O que está acontecendo no mundo esta semana?'],
  ['chinese', '今天天气怎么样？'],
  ['chinese', '最近有什么新闻？'],
  ['chinese', '昨天的比赛谁赢了？'],
  ['chinese', '药店几点开门？'],
  ['chinese', '现在油价是多少？'],
  ['chinese', '这个周末有什么活动吗'],
  ['japanese', '今日の天気は？'],
  ['japanese', '最新のニュースを教えて'],
  ['japanese', '昨日の試合はどっちが勝った？'],
  ['japanese', '薬局は何時まで開いていますか？'],
  ['japanese', '明日は雨が降りますか'],
  ['japanese', '今週末のイベントは何がありますか？'],
]

/** The person's own things, small talk and statements: Sage answers these from what it knows. */
const notCurrent: Example[] = [
  ['english', 'What are my medications?'],
  ['english', 'When is my appointment?'],
  ['english', 'Do I have any appointments this week?'],
  ['english', "What's on my calendar today?"],
  ['english', 'Any news from my daughter?'],
  ['english', 'How are you today?'],
  ['english', 'Good morning, Sage!'],
  ['english', 'Tell me a joke'],
  ['english', 'I watched the news with my husband yesterday.'],
  ['english', 'Thank you, that is lovely'],
  ['spanish', '¿Cuáles son mis medicamentos?'],
  ['spanish', '¿Cuándo es mi cita con el médico?'],
  ['spanish', '¿Qué tengo que hacer hoy?'],
  ['spanish', '¿Cómo está usted hoy?'],
  ['spanish', '¿Hay noticias de mi hijo?'],
  ['spanish', 'Buenos días'],
  ['spanish', 'Gracias, eres muy amable'],
  ['french', 'Quels sont mes médicaments ?'],
  ['french', 'Quand est mon rendez-vous chez le médecin ?'],
  ['french', 'Comment allez-vous aujourd’hui ?'],
  ['french', 'Bonjour Sage'],
  ['french', "J'ai des nouvelles de ma fille"],
  ['german', 'Welche Medikamente nehme ich?'],
  ['german', 'Wann ist mein Arzttermin?'],
  ['german', 'Was steht heute in meinem Kalender?'],
  ['german', 'Wie geht es Ihnen heute?'],
  ['german', 'Guten Morgen!'],
  ['italian', 'Quali sono le mie medicine?'],
  ['italian', 'Quando è il mio appuntamento?'],
  ['italian', 'Cosa ho in programma oggi?'],
  ['italian', 'Come stai oggi?'],
  ['italian', 'Buongiorno, grazie mille'],
  ['portuguese', 'Quais são os meus remédios?'],
  ['portuguese', 'Quando é a minha consulta?'],
  ['portuguese', 'O que eu tenho hoje?'],
  ['portuguese', 'Como vai você hoje?'],
  ['portuguese', 'Há notícias da minha filha?'],
  ['portuguese', 'Bom dia, obrigada'],
  ['chinese', '我的药是什么？'],
  ['chinese', '我的预约是什么时候？'],
  ['chinese', '我今天有什么安排？'],
  ['chinese', '你今天好吗？'],
  ['chinese', '谢谢你'],
  ['japanese', '私の薬は何ですか？'],
  ['japanese', '今日の予定は？'],
  ['japanese', '次の予約はいつですか？'],
  ['japanese', '今日はお元気ですか？'],
  ['japanese', 'ありがとうございます'],
]

describe('needsCurrentInformation', () => {
  it.each(current)('is true for a %s question about the world now: %s', (_language, text) => {
    expect(needsCurrentInformation(text)).toBe(true)
  })

  it.each(notCurrent)('is false for %s: %s', (_language, text) => {
    expect(needsCurrentInformation(text)).toBe(false)
  })

  it('has several examples each way in every chat language', () => {
    for (const language of chatLanguages) {
      expect(current.filter(([example]) => example === language).length).toBeGreaterThanOrEqual(5)
      expect(notCurrent.filter(([example]) => example === language).length).toBeGreaterThanOrEqual(5)
    }
  })

  it('is false for an empty or blank message', () => {
    expect(needsCurrentInformation('')).toBe(false)
    expect(needsCurrentInformation('   \n ')).toBe(false)
  })

  it('reads any case, accents or none, and curly apostrophes', () => {
    expect(needsCurrentInformation('WHAT’S THE WEATHER')).toBe(true)
    expect(needsCurrentInformation('que tiempo hace hoy')).toBe(true)
    expect(needsCurrentInformation('A QUE HORA CIERRA EL SUPERMERCADO')).toBe(true)
  })

  it('lets weather win over the person’s own plans, which it does not replace', () => {
    expect(needsCurrentInformation('Will it rain during my appointment tomorrow?')).toBe(true)
    expect(needsCurrentInformation('Is my appointment tomorrow?')).toBe(false)
  })
})
