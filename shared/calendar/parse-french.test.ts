import { describe, expect, it } from 'vitest'
import { isCalendarRequest } from './detect.ts'
import { parseCalendarRequest } from './parse.ts'

// Wednesday 18 November 2026, 10:05 in Paris.
const now = new Date('2026-11-18T10:05:00+01:00')
const timeZone = 'Europe/Paris'
const parse = (text: string) => parseCalendarRequest(text, { now, timeZone })

/** The local wall time of an ISO string with an offset: "2026-11-19T10:00". */
const wall = (iso: string | undefined) => iso?.slice(0, 16)

/** A create: the text, the start (local wall time) and a word the title must contain. */
const creates: [string, string, string][] = [
  ['ajoute le dentiste demain à 10h', '2026-11-19T10:00', 'dentiste'],
  ['Pouvez-vous noter le kiné après-demain à 15h30 ?', '2026-11-20T15:30', 'kiné'],
  ['mets le repas chez ma fille samedi à midi', '2026-11-21T12:00', 'repas'],
  ['rappelle-moi d’appeler le docteur lundi prochain à 9h', '2026-11-23T09:00', 'appeler'],
  ['rdv ophtalmo le 3 décembre à 14h', '2026-12-03T14:00', 'ophtalmo'],
  ['prise de sang vendredi a 8h et demie', '2026-11-20T08:30', 'prise de sang'],
  ['je voudrais ajouter la messe dimanche à 11 heures moins le quart', '2026-11-22T10:45', 'messe'],
  ['dîner avec les voisins jeudi à 8 heures du soir', '2026-11-19T20:00', 'dîner'],
  ['note le pédicure le 12/12 à 10h', '2026-12-12T10:00', 'pédicure'],
  ['coiffeur demain matin', '2026-11-19T09:00', 'coiffeur'],
  ['loto à la salle des fêtes cet après-midi à 14h', '2026-11-18T14:00', 'loto'],
  ['rappelle moi mon cachet pour la tension ce soir à 21h', '2026-11-18T21:00', 'cachet'],
  ['café avec Jeanne aujourd’hui à 16h', '2026-11-18T16:00', 'café'],
  ['cardiologue le 5 à 9h15', '2026-12-05T09:15', 'cardiologue'],
  ['réserve le taxi mardi à 17 heures', '2026-11-24T17:00', 'taxi'],
  ['ajoutez la réunion du club le 28 novembre à 20h30', '2026-11-28T20:30', 'club'],
  ['anniversaire de Lucie mercredi prochain à 13h', '2026-11-25T13:00', 'lucie'],
  ['rappelle-moi de passer à la pharmacie dans deux heures', '2026-11-18T12:05', 'pharmacie'],
  ['bonjour, vous pouvez mettre le marché avec Anne demain vers 9h30 merci', '2026-11-19T09:30', 'marché'],
  ['je dois aller chez le médecin vendredi à 15h', '2026-11-20T15:00', 'médecin'],
  ['visite de mon petit-fils samedi 21 à 14 h', '2026-11-21T14:00', 'petit-fils'],
  ['prevois la promenade demain a 10h pendant une heure', '2026-11-19T10:00', 'promenade'],
  ['audioprothesiste le 1er décembre à 11h', '2026-12-01T11:00', 'audioprothesiste'],
  // Typed as people type: no apostrophe, a mistyped weekday, dots in a date, the hour after the name.
  ['radiologie aujourdhui a 17h', '2026-11-18T17:00', 'radiologie'],
  ['marché avec Odile samdi 9h30', '2026-11-21T09:30', 'marché'],
  ['infirmière le 24.11 à 8h15', '2026-11-24T08:15', 'infirmière'],
  ['rdv pneumologue 9h30 le jeudi 26 novembre', '2026-11-26T09:30', 'pneumologue'],
  ['séance de kiné de 14h à 15h30 vendredi', '2026-11-20T14:00', 'kiné'],
  ['repas des voisins ce midi', '2026-11-18T12:00', 'repas'],
  ['conférence le premier décembre à 15h', '2026-12-01T15:00', 'conférence'],
  ['café chez Hélène dimanche à midi moins le quart', '2026-11-22T11:45', 'café'],
  ["n'oublie pas de me rappeler le colis mardi 14h", '2026-11-24T14:00', 'colis'],
]

/** A repeat: the text, the start, the RRULE line's beginning and a word the title must contain. */
const repeats: [string, string | undefined, string, string][] = [
  ['rappelle-moi de prendre mes cachets tous les jours à 8h', '2026-11-19T08:00', 'RRULE:FREQ=DAILY', 'cachets'],
  ['gym tous les lundis à 10h', '2026-11-23T10:00', 'RRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=MO', 'gym'],
  [
    'arroser les plantes du lundi au vendredi à 7h',
    '2026-11-19T07:00',
    'RRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,TU,WE,TH,FR',
    'arroser',
  ],
  ['bridge toutes les deux semaines le jeudi à 14h', '2026-11-19T14:00', 'RRULE:FREQ=WEEKLY;INTERVAL=2', 'bridge'],
  [
    'payer le loyer le 1er de chaque mois à 9h',
    '2026-12-01T09:00',
    'RRULE:FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=1',
    'loyer',
  ],
  [
    'chorale le premier mardi de chaque mois à 15h',
    '2026-12-01T15:00',
    'RRULE:FREQ=MONTHLY;INTERVAL=1;BYDAY=+1TU',
    'chorale',
  ],
  ['tisane tous les soirs à 21h', '2026-11-18T21:00', 'RRULE:FREQ=DAILY', 'tisane'],
  ['notre anniversaire de mariage tous les ans le 14 février', '2027-02-14T00:00', 'RRULE:FREQ=YEARLY', 'mariage'],
  [
    'club des aînés le deuxième jeudi du mois à 14h',
    '2026-12-10T14:00',
    'RRULE:FREQ=MONTHLY;INTERVAL=1;BYDAY=+2TH',
    'club',
  ],
  ['piscine un vendredi sur deux à 10h', '2026-11-20T10:00', 'RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=FR', 'piscine'],
  ['yoga le mardi et le jeudi à 9h', '2026-11-19T09:00', 'RRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=TU,TH', 'yoga'],
  ['les samedis à 15h visite à maman', '2026-11-21T15:00', 'RRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=SA', 'maman'],
]

/** A new event with a day and no time: Sage asks for the time. */
const noTime: [string, string][] = [
  ['ajoute le coiffeur jeudi', 'coiffeur'],
  ['note la visite chez Mme Martin le 10 décembre', 'martin'],
  ['garagiste demain, tu peux le noter ?', 'garagiste'],
]

/** A move: the text, the new start (local wall time) and a word the search must contain. */
const moves: [string, string, string][] = [
  ['déplace le coiffeur à vendredi 15h', '2026-11-20T15:00', 'coiffeur'],
  ['Pourriez-vous décaler le dentiste à lundi prochain à 11h ?', '2026-11-23T11:00', 'dentiste'],
  ['change le rdv du kiné à 17h', 'T17:00', 'kiné'],
  ['repousse le déjeuner avec Paul à jeudi midi', '2026-11-19T12:00', 'déjeuner'],
  ['avance la réunion de jeudi à mercredi 10h', '2026-11-25T10:00', 'réunion'],
  ['bouge le kiné à jeudi 16h', '2026-11-19T16:00', 'kiné'],
  // The second day comes earlier in the week: it is still the new one.
  ['décale le loto de samedi à vendredi soir 20h', '2026-11-20T20:00', 'loto'],
  // The old hour is said too: the new one is the time.
  ['mettez le coiffeur à 11h au lieu de 9h', 'T11:00', 'coiffeur'],
  ['déplacer le kiné de 15h à 16h30', 'T16:30', 'kiné'],
  ['le repas chez Marc est repoussé à lundi 12h', '2026-11-23T12:00', 'marc'],
]

/** A cancellation: the text and a word the search must contain. */
const cancellations: [string, string][] = [
  ['annule le kiné de jeudi', 'kiné'],
  ['supprime le rendez-vous chez le dentiste', 'dentiste'],
  ['enlevez le loto de samedi s’il vous plaît', 'loto'],
  ['je ne peux pas aller au bridge lundi, annule-le', 'bridge'],
  ['efface la réunion de copropriété', 'copropriété'],
  ['suprime le coiffeur de demain', 'coiffeur'],
  ['la chorale de jeudi est annulée', 'chorale'],
  ["je ne pourrai pas aller à la gym samedi, pouvez-vous l'enlever", 'gym'],
]

/** A question: the text and the window it asks about (local wall times), or a word to search for. */
const questions: [string, { from?: string; to?: string; search?: string }][] = [
  ["qu'est-ce que j'ai aujourd'hui ?", { from: '2026-11-18T00:00', to: '2026-11-19T00:00' }],
  ['ai-je quelque chose demain ?', { from: '2026-11-19T00:00', to: '2026-11-20T00:00' }],
  ['qu’est ce que j’ai de prévu cette semaine', { from: '2026-11-18T00:00', to: '2026-11-23T00:00' }],
  ['mes rendez-vous la semaine prochaine ?', { from: '2026-11-23T00:00', to: '2026-11-30T00:00' }],
  ['c’est quand mon rendez-vous chez le dentiste ?', { search: 'dentiste' }],
  ['quest ce que j’ai vendredi', { from: '2026-11-20T00:00', to: '2026-11-21T00:00' }],
  ['ai je des rendez-vous en décembre ?', { from: '2026-12-01T00:00', to: '2027-01-01T00:00' }],
  ['je suis libre jeudi après midi ?', { from: '2026-11-19T00:00', to: '2026-11-20T00:00' }],
  ['rappelle-moi ce que j’ai samedi', { from: '2026-11-21T00:00', to: '2026-11-22T00:00' }],
  ['à quelle heure est la pédicure ?', { search: 'pédicure' }],
]

const smallTalk = [
  'Bonjour, comment allez-vous ?',
  'quel temps fait-il aujourd’hui ?',
  'mon mari me manque',
  'raconte-moi une blague',
  'supprime ma photo',
  'hier je suis allée au marché à 10h',
  'je suis libre comme l’air',
  "qu'est-ce qui se passe ?",
]

describe('French requests', () => {
  it.each(creates)('creates: %s', (text, start, word) => {
    const request = parse(text)
    expect(request.action).toBe('create')
    expect(wall(request.start)).toBe(start)
    expect(request.summary?.toLowerCase()).toContain(word)
    expect(request.missingFields).toEqual([])
    expect(isCalendarRequest(text)).toBe(true)
  })

  it.each(repeats)('repeats: %s', (text, start, rule, word) => {
    const request = parse(text)
    expect(request.action).toBe('create')
    expect(request.recurrencePattern?.startsWith(rule), request.recurrencePattern).toBe(true)
    if (start) expect(wall(request.start)).toBe(start)
    expect(request.summary?.toLowerCase()).toContain(word)
    expect(isCalendarRequest(text)).toBe(true)
  })

  it.each(noTime)('asks for the time: %s', (text, word) => {
    const request = parse(text)
    expect(request.action).toBe('create')
    expect(request.start).toBeUndefined()
    expect(request.missingFields).toContain('start')
    expect(request.summary?.toLowerCase()).toContain(word)
    expect(isCalendarRequest(text)).toBe(true)
  })

  it.each(moves)('moves: %s', (text, start, word) => {
    const request = parse(text)
    expect(request.action).toBe('update')
    if (start.startsWith('T')) expect(request.start).toContain(start)
    else expect(wall(request.start)).toBe(start)
    expect(request.searchQuery?.toLowerCase()).toContain(word)
    expect(isCalendarRequest(text)).toBe(true)
  })

  it.each(cancellations)('cancels: %s', (text, word) => {
    const request = parse(text)
    expect(request.action).toBe('delete')
    expect(request.searchQuery?.toLowerCase()).toContain(word)
    expect(isCalendarRequest(text)).toBe(true)
  })

  it.each(questions)('asks: %s', (text, { from, to, search }) => {
    const request = parse(text)
    expect(request.action).toBe('get')
    if (from) expect(wall(request.rangeStart)).toBe(from)
    if (to) expect(wall(request.rangeEnd)).toBe(to)
    if (search) expect(request.searchQuery?.toLowerCase()).toContain(search)
    else expect(request.searchQuery).toBeUndefined()
    expect(isCalendarRequest(text)).toBe(true)
  })

  it.each(smallTalk)('is not a calendar request: %s', (text) => {
    expect(isCalendarRequest(text)).toBe(false)
  })

  it('reads the language as French, and an all-day event as whole days', () => {
    expect(parse('ajoute le dentiste demain à 10h').language).toBe('french')
    const fair = parse('brocante toute la journée samedi')
    expect([wall(fair.start), wall(fair.end), fair.allDay]).toEqual(['2026-11-21T00:00', '2026-11-22T00:00', true])
  })
})
