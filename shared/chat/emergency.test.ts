import { describe, expect, it } from 'vitest'
import { chatLanguages, type ChatLanguage } from './chat-languages.ts'
import { detectEmergency, emergencyKinds, type EmergencyKind, emergencyReply, telNumber } from './emergency.ts'

type Positive = [EmergencyKind, ChatLanguage, string]

const positives: Positive[] = [
  ['fall', 'english', "I fell and can't get up"],
  ['fall', 'english', 'Help, my husband has fallen in the kitchen'],
  ['fall', 'spanish', 'Me caí en el baño y no puedo levantarme'],
  ['fall', 'spanish', 'me cai'],
  ['fall', 'french', 'Je suis tombé dans la salle de bain'],
  ['fall', 'german', 'Ich bin gestürzt und komme nicht mehr hoch'],
  ['fall', 'italian', 'Sono caduto in cucina'],
  ['fall', 'portuguese', 'Caí no chão e não consigo levantar'],
  ['fall', 'chinese', '我摔倒了'],
  ['fall', 'japanese', '転んで起き上がれない'],
  ['chest-pain', 'english', 'I have a terrible pain in my chest'],
  ['chest-pain', 'english', "I think I'm having a heart attack"],
  ['chest-pain', 'spanish', 'Me duele mucho el pecho'],
  ['chest-pain', 'french', "J'ai une douleur dans la poitrine"],
  ['chest-pain', 'german', 'Ich habe starke Brustschmerzen'],
  ['chest-pain', 'italian', 'Ho un forte dolore al petto'],
  ['chest-pain', 'portuguese', 'Estou com dor no peito'],
  ['chest-pain', 'chinese', '我胸口很疼'],
  ['chest-pain', 'japanese', '胸が痛い'],
  ['breathing', 'english', "I can't breathe"],
  ['breathing', 'spanish', 'No puedo respirar bien'],
  ['breathing', 'french', "Je n'arrive pas à respirer"],
  ['breathing', 'german', 'Ich bekomme keine Luft'],
  ['breathing', 'italian', "Mi manca l'aria"],
  ['breathing', 'portuguese', 'Não consigo respirar'],
  ['breathing', 'chinese', '我喘不过气'],
  ['breathing', 'japanese', '息ができない'],
  ['stroke', 'english', 'My face is drooping and my speech is slurred'],
  ['stroke', 'english', "I can't lift my arm"],
  ['stroke', 'english', 'My wife is suddenly confused'],
  ['stroke', 'spanish', 'Tengo la cara torcida y no puedo levantar el brazo'],
  ['stroke', 'french', 'Je crois que mon mari fait un AVC'],
  ['stroke', 'german', 'Ich glaube, ich habe einen Schlaganfall'],
  ['stroke', 'italian', 'Non riesco ad alzare il braccio'],
  ['stroke', 'portuguese', 'Estou com a boca torta e fala enrolada'],
  ['stroke', 'chinese', '我好像中风了，嘴歪了'],
  ['stroke', 'japanese', 'ろれつが回らない'],
  ['self-harm', 'english', 'I want to end it'],
  ['self-harm', 'english', "I don't want to live anymore"],
  ['self-harm', 'spanish', 'No quiero vivir'],
  ['self-harm', 'french', 'Je veux mourir'],
  ['self-harm', 'german', 'Ich will nicht mehr leben'],
  ['self-harm', 'italian', 'Voglio farla finita'],
  ['self-harm', 'portuguese', 'Não quero mais viver'],
  ['self-harm', 'chinese', '我不想活了'],
  ['self-harm', 'japanese', '死にたい'],
  ['bleeding', 'english', "I cut myself and it won't stop bleeding"],
  ['bleeding', 'english', 'There is so much blood'],
  ['bleeding', 'spanish', 'Estoy sangrando mucho'],
  ['bleeding', 'french', 'Je saigne beaucoup'],
  ['bleeding', 'german', 'Die Wunde blutet stark'],
  ['bleeding', 'italian', 'Non smette di sanguinare'],
  ['bleeding', 'portuguese', 'Estou sangrando muito'],
  ['bleeding', 'chinese', '我流血不止'],
  ['bleeding', 'japanese', '血が止まらない'],
  ['unconscious', 'english', 'My husband passed out and is not responding'],
  ['unconscious', 'english', "She won't wake up"],
  ['unconscious', 'spanish', 'Mi esposo está inconsciente'],
  ['unconscious', 'french', 'Ma femme s’est évanouie'],
  ['unconscious', 'german', 'Mein Mann ist bewusstlos'],
  ['unconscious', 'italian', 'Mia madre è svenuta'],
  ['unconscious', 'portuguese', 'Meu marido desmaiou'],
  ['unconscious', 'chinese', '我妈妈昏迷了'],
  ['unconscious', 'japanese', '夫の意識がない'],
  ['other-urgent', 'english', 'Help me!'],
  ['other-urgent', 'english', 'Please call an ambulance'],
  ['other-urgent', 'english', 'This is an emergency'],
  ['other-urgent', 'spanish', '¡Socorro!'],
  ['other-urgent', 'spanish', 'Ayúdame, por favor'],
  ['other-urgent', 'french', 'Au secours'],
  ['other-urgent', 'german', 'Hilfe! Rufen Sie einen Krankenwagen'],
  ['other-urgent', 'italian', "Chiamate un'ambulanza"],
  ['other-urgent', 'portuguese', 'Socorro, é uma emergência'],
  ['other-urgent', 'chinese', '救命！快叫救护车'],
  ['other-urgent', 'japanese', '助けて、救急車を呼んで'],
]

const negatives = [
  'My friend fell last year and broke her hip.',
  'What should I do if I fall?',
  'I watched a film about a heart attack.',
  'I fell asleep on the sofa after lunch.',
  'My parents fell in love in Paris.',
  'Je suis tombé amoureux de ce village.',
  'Je suis tombée sur une belle photo de ma fille.',
  '¿Qué hago si me caigo en casa?',
  'Mein Vater hatte vor zehn Jahren einen Herzinfarkt.',
  "Ho visto un film sull'infarto.",
  'O filme era sobre um ataque cardíaco.',
  '如果我摔倒了怎么办？',
  '去年我朋友摔倒了。',
  'もし転んだらどうすればいいですか？',
  'Can you help me with my calendar?',
  'What are the signs of a stroke?',
  'That was a stroke of luck.',
  'Please add my emergency contact.',
  '助けてくれてありがとう',
  'Help me set a reminder for Tuesday.',
  'I fell behind on my reading this week.',
  'Remind me to take my pills every morning at 9.',
]

describe('detectEmergency', () => {
  it.each(positives)('%s in %s: %s', (kind, _language, text) => {
    expect(detectEmergency(text)).toEqual({ kind })
  })

  it('has at least three positives of every kind and positives in every language', () => {
    for (const kind of emergencyKinds) expect(positives.filter(([k]) => k === kind).length).toBeGreaterThanOrEqual(3)
    for (const language of chatLanguages) expect(positives.some(([, l]) => l === language)).toBe(true)
  })

  it.each(negatives)('no emergency: %s', (text) => {
    expect(detectEmergency(text)).toBeNull()
  })

  it('reads text typed without accents', () => {
    expect(detectEmergency('me cai y no puedo levantarme')).toEqual({ kind: 'fall' })
    expect(detectEmergency('ich bin gesturzt')).toEqual({ kind: 'fall' })
    expect(detectEmergency('nao consigo respirar')).toEqual({ kind: 'breathing' })
  })

  it('finds an emergency now beside talk of the past', () => {
    expect(detectEmergency('My friend fell last year. Now I fell and I cannot get up.')).toEqual({ kind: 'fall' })
  })

  it('prefers the most urgent kind when several show', () => {
    expect(detectEmergency("I fell and now I can't breathe")).toEqual({ kind: 'breathing' })
  })
})

const contacts = [
  { name: 'Anna Lee', phone: '+1 (555) 010-0100' },
  { name: 'Ben' },
  { name: 'Carla', phone: '555.0199' },
]

describe('emergencyReply', () => {
  const cases = chatLanguages.flatMap((language) => emergencyKinds.map((kind) => [language, kind] as const))

  it.each(cases)('%s %s: number first, then contacts, with tel links', (language, kind) => {
    const { text, calls } = emergencyReply(kind, language, { emergencyNumber: '112', contacts })
    const numberAt = text.indexOf('112')
    expect(numberAt).toBeGreaterThanOrEqual(0)
    for (const { name } of contacts) {
      expect(text).toContain(name)
      expect(numberAt).toBeLessThan(text.indexOf(name))
    }
    expect(text).toContain('+1 (555) 010-0100')
    expect(calls.map((call) => call.tel)).toEqual(['tel:112', 'tel:+15550100100', 'tel:5550199'])
    for (const call of calls) expect(call.tel).toMatch(/^tel:\+?\d+$/)
    expect(calls[1]!.label).toBe('Anna Lee')
  })

  it('mentions the 988 crisis line for self-harm in English and Spanish only', () => {
    for (const language of chatLanguages) {
      const { text } = emergencyReply('self-harm', language, { emergencyNumber: '911', contacts: [] })
      expect(text.includes('988')).toBe(language === 'english' || language === 'spanish')
      expect(emergencyReply('fall', language, { emergencyNumber: '911', contacts: [] }).text).not.toContain('988')
    }
  })

  it('reads naturally in English', () => {
    expect(
      emergencyReply('fall', 'english', { emergencyNumber: '911', contacts: [{ name: 'Anna', phone: '555' }] }),
    ).toEqual({
      text:
        'Please call emergency services now: 911. Then call your emergency contacts: Anna (555). ' +
        "If you are hurt, don't try to get up; stay where you are and keep warm.",
      calls: [
        { label: 'Emergency services', tel: 'tel:911' },
        { label: 'Anna', tel: 'tel:555' },
      ],
    })
  })

  it('leaves out the contacts sentence when there are none, and defaults to 911', () => {
    const { text, calls } = emergencyReply('breathing', 'english')
    expect(text).toBe('Please call emergency services now: 911. Sit upright and try to breathe slowly.')
    expect(calls).toEqual([{ label: 'Emergency services', tel: 'tel:911' }])
  })

  it('gives every language its own wording for every kind', () => {
    for (const kind of emergencyKinds) {
      const texts = chatLanguages.map((language) => emergencyReply(kind, language, { emergencyNumber: '911' }).text)
      expect(new Set(texts).size).toBe(chatLanguages.length)
    }
  })
})

describe('telNumber', () => {
  it('keeps digits and a leading plus only', () => {
    expect(telNumber(' +44 20 7946-0958 ')).toBe('+442079460958')
    expect(telNumber('(555) 123 4567')).toBe('5551234567')
    expect(telNumber('none')).toBe('')
  })
})
