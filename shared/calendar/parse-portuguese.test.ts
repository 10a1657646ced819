import { describe, expect, it } from 'vitest'
import { isCalendarRequest } from './detect.ts'
import { parseCalendarRequest } from './parse.ts'

// Wednesday 18 November 2026, 10:05 in São Paulo (UTC-3) and in Lisbon (UTC+0 in winter).
const SAO_PAULO = 'America/Sao_Paulo'
const LISBON = 'Europe/Lisbon'
const nowIn = { [SAO_PAULO]: new Date('2026-11-18T10:05:00-03:00'), [LISBON]: new Date('2026-11-18T10:05:00Z') }
type Zone = keyof typeof nowIn
const parse = (text: string, zone: Zone = SAO_PAULO) => parseCalendarRequest(text, { now: nowIn[zone], timeZone: zone })
/** The local wall time of an ISO string, to the minute. */
const wall = (iso: string | undefined) => iso?.slice(0, 16)

type Create = [text: string, start: string, summaryWord: string, zone?: Zone]

describe('Portuguese one-off creates', () => {
  const cases: Create[] = [
    ['marca dentista amanhã às 10h', '2026-11-19T10:00', 'dentista'],
    [
      'Por favor, marque uma consulta com o cardiologista depois de amanhã às 9 e meia',
      '2026-11-20T09:30',
      'cardiologista',
    ],
    ['me lembra de ligar pra minha filha sexta às 3 da tarde', '2026-11-20T15:00', 'ligar'],
    ['põe o almoço com a Lurdes no sábado ao meio-dia', '2026-11-21T12:00', 'almoço'],
    ['agenda fisioterapia na próxima segunda-feira às 14h', '2026-11-23T14:00', 'fisioterapia'],
    ['anota o aniversário da Cida dia 3 de dezembro às 16h', '2026-12-03T16:00', 'aniversário'],
    ['Lembre-me da reunião do condomínio no dia 25/11 às 20h', '2026-11-25T20:00', 'reunião'],
    ['marcar cabeleireiro quinta de manhã', '2026-11-19T09:00', 'cabeleireiro'],
    ['jantar com os netos sábado à noite', '2026-11-21T19:00', 'jantar'],
    ['marca a podologa pra terça as 8 da manha', '2026-11-24T08:00', 'podologa'],
    ['Adicione, por favor, exame de sangue amanhã às 7h15', '2026-11-19T07:15', 'exame de sangue'],
    [
      'Marque a consulta do oftalmologista para o dia 2 às 11 menos um quarto',
      '2026-12-02T10:45',
      'oftalmologista',
      LISBON,
    ],
    ['marca a manicure amanhã um quarto para as 4', '2026-11-19T15:45', 'manicure'],
    ['cria um lembrete para a vacina da gripe no dia 15 de dezembro às 10h', '2026-12-15T10:00', 'vacina'],
    ['Quero marcar uma consulta com a dentista daqui a 2 horas', '2026-11-18T12:05', 'dentista'],
    ['missa domingo às 9', '2026-11-22T09:00', 'missa'],
    ['marca o fisioterapeuta para quarta que vem às 16:30', '2026-11-25T16:30', 'fisioterapeuta'],
    ['agendar medico dia 10/12 às 14:00', '2026-12-10T14:00', 'medico'],
    ['almoço com a Teresa amanhã às 13h', '2026-11-19T13:00', 'almoço', LISBON],
    ['me avisa hoje à noite às 8 pra tomar o remédio', '2026-11-18T20:00', 'remédio'],
    ['Consulta no cardiologista segunda-feira, 30 de novembro, às 10h30', '2026-11-30T10:30', 'cardiologista'],
    ['reservar mesa no restaurante sexta-feira às 20h', '2026-11-20T20:00', 'restaurante'],
    ['marca o podologo as duas da tarde de amanha', '2026-11-19T14:00', 'podologo'],
    ['Marcar consulta às 15h na sexta', '2026-11-20T15:00', 'consulta'],
    ['lembra-me do aniversario do Joaquim no dia 5 as 9 da manha', '2026-12-05T09:00', 'aniversario', LISBON],
    ['põe a hidroginástica ao meio dia e meia de sexta', '2026-11-20T12:30', 'hidroginástica'],
  ]
  it.each(cases)('%s', (text, start, word, zone) => {
    const request = parse(text, zone)
    expect(request.action).toBe('create')
    expect(wall(request.start)).toBe(start)
    expect(request.summary?.toLowerCase()).toContain(word.toLowerCase())
    expect(request.missingFields).toEqual([])
    expect(isCalendarRequest(text)).toBe(true)
  })
})

type Repeat = [text: string, start: string, rule: string, summaryWord: string, zone?: Zone]

describe('Portuguese repeating creates', () => {
  const cases: Repeat[] = [
    ['me lembra de tomar o remédio todos os dias às 8', '2026-11-19T08:00', 'FREQ=DAILY', 'remédio'],
    ['hidroginástica toda segunda às 9h', '2026-11-23T09:00', 'FREQ=WEEKLY;INTERVAL=1;BYDAY=MO', 'hidroginástica'],
    ['caminhada de segunda a sexta às 7 da manhã', '2026-11-19T07:00', 'BYDAY=MO,TU,WE,TH,FR', 'caminhada'],
    ['Grupo de oração a cada duas semanas na quinta às 15h', '2026-11-19T15:00', 'FREQ=WEEKLY;INTERVAL=2', 'oração'],
    [
      'lembra-me de pagar a renda no dia 1 de cada mês às 10h',
      '2026-12-01T10:00',
      'FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=1',
      'renda',
      LISBON,
    ],
    [
      'reunião da associação na primeira segunda-feira de cada mês às 15h',
      '2026-12-07T15:00',
      'FREQ=MONTHLY;INTERVAL=1;BYDAY=+1MO',
      'associação',
    ],
    [
      'hidroginástica às terças e quintas de manhã',
      '2026-11-19T09:00',
      'FREQ=WEEKLY;INTERVAL=1;BYDAY=TU,TH',
      'hidroginástica',
    ],
  ]
  it.each(cases)('%s', (text, start, rule, word, zone) => {
    const request = parse(text, zone)
    expect(request.action).toBe('create')
    expect(request.isRecurring).toBe(true)
    expect(request.recurrencePattern).toContain(rule)
    expect(wall(request.start)).toBe(start)
    expect(request.summary?.toLowerCase()).toContain(word)
    expect(isCalendarRequest(text)).toBe(true)
  })
})

describe('Portuguese creates with a day and no time', () => {
  it.each([
    ['marca uma consulta com o dermatologista na sexta', 'dermatologista'],
    ['Põe o aniversário da Rosa dia 12 de dezembro', 'aniversário'],
    ['agendar oftalmologista depois de amanhã', 'oftalmologista'],
    ['quero marcar consulta no ortopedista', 'ortopedista'],
  ])('%s', (text, word) => {
    const request = parse(text)
    expect(request.action).toBe('create')
    expect(request.start).toBeUndefined()
    expect(request.missingFields).toContain('start')
    expect(request.summary?.toLowerCase()).toContain(word)
    expect(isCalendarRequest(text)).toBe(true)
  })
})

type Change = [text: string, start: string, searchWord: string, zone?: Zone]

describe('Portuguese moves', () => {
  const cases: Change[] = [
    ['muda o dentista para sexta às 11h', '2026-11-20T11:00', 'dentista'],
    ['passa a consulta do cardiologista de quinta para segunda às 9', '2026-11-23T09:00', 'cardiologista'],
    ['adia o almoço com a Fátima para amanhã ao meio-dia', '2026-11-19T12:00', 'almoço'],
    ['remarcar fisioterapia pra terça que vem às 15:30', '2026-11-24T15:30', 'fisioterapia'],
    ['Altere o cabeleireiro das 10h para as 16h', '2026-11-18T16:00', 'cabeleireiro'],
    ['a reunião do condomínio mudou para quarta-feira dia 25 às 19h', '2026-11-25T19:00', 'condomínio'],
    ['troca o médico de família de amanhã para depois de amanhã às 10h', '2026-11-20T10:00', 'médico', LISBON],
  ]
  it.each(cases)('%s', (text, start, word, zone) => {
    const request = parse(text, zone)
    expect(request.action).toBe('update')
    expect(wall(request.start)).toBe(start)
    expect(request.searchQuery?.toLowerCase()).toContain(word)
    expect(isCalendarRequest(text)).toBe(true)
  })
})

describe('Portuguese cancellations', () => {
  it.each([
    ['cancela o dentista de amanhã', 'dentista'],
    ['Desmarque a consulta da ginecologista por favor', 'ginecologista'],
    ['apaga o lembrete do remédio', 'remédio'],
    ['tira o almoço com a Graça da agenda', 'graça'],
    ['Cancelar a aula de pilates de sexta-feira', 'pilates'],
    ['exclua a reunião com o advogado', 'advogado'],
  ])('%s', (text, word) => {
    const request = parse(text)
    expect(request.action).toBe('delete')
    expect(request.searchQuery?.toLowerCase()).toContain(word)
    expect(isCalendarRequest(text)).toBe(true)
  })
})

type Question = [text: string, rangeStart: string | undefined, rangeEnd: string | undefined, zone?: Zone]

describe('Portuguese questions', () => {
  const cases: Question[] = [
    ['o que eu tenho amanhã?', '2026-11-19T00:00', '2026-11-20T00:00'],
    ['Tenho alguma coisa hoje?', '2026-11-18T00:00', '2026-11-19T00:00'],
    ['quais são os meus compromissos desta semana', '2026-11-18T00:00', '2026-11-23T00:00'],
    ['o que tenho marcado para a semana que vem?', '2026-11-23T00:00', '2026-11-30T00:00'],
    ['mostra a minha agenda de sexta', '2026-11-20T00:00', '2026-11-21T00:00'],
    ['O que é que eu tenho na próxima semana?', '2026-11-23T00:00', '2026-11-30T00:00', LISBON],
  ]
  it.each(cases)('%s', (text, rangeStart, rangeEnd, zone) => {
    const request = parse(text, zone)
    expect(request.action).toBe('get')
    expect(wall(request.rangeStart)).toBe(rangeStart)
    expect(wall(request.rangeEnd)).toBe(rangeEnd)
    expect(isCalendarRequest(text)).toBe(true)
  })

  it('asks when an event is', () => {
    const text = 'Quando é a consulta do dentista?'
    expect(parse(text)).toMatchObject({ action: 'get', searchQuery: expect.stringContaining('dentista') })
    expect(isCalendarRequest(text)).toBe(true)
  })
})

describe('Portuguese messages that are not calendar requests', () => {
  it.each([
    'Bom dia, como você está?',
    'Como está o tempo hoje?',
    'Sinto muita falta do meu marido',
    'Que horas são?',
    'Ontem fui ao médico e correu tudo bem',
    'Estou com saudades da minha neta',
    'Apaga a foto do meu neto',
  ])('%s', (text) => {
    expect(isCalendarRequest(text)).toBe(false)
  })
})

describe('Portuguese phrasings read by general rules', () => {
  // Afternoon in Lisbon: "amanhã às 9" is still nine in the morning.
  const afternoon = new Date('2026-11-18T16:30:00Z')

  it.each<Create>([
    ['marca a pedicure amanhã às 9', '2026-11-19T09:00', 'pedicure', LISBON],
    ['dentista sexta ás 11', '2026-11-20T11:00', 'dentista'],
    ['consulta de dermatologia 3 de dezembro, 9 e meia da manhã', '2026-12-03T09:30', 'dermatologia'],
    ['exame de vista 10 de dezembro 8 horas', '2026-12-10T08:00', 'exame'],
    ['3ª feira às 16h aula de pintura', '2026-11-24T16:00', 'pintura', LISBON],
    ['na 6ª às 10 podólogo', '2026-11-20T10:00', 'podólogo', LISBON],
    ['hj às 17h cabeleireiro', '2026-11-18T17:00', 'cabeleireiro'],
    ['hoje à noite 9 e meia novela com a vizinha', '2026-11-18T21:30', 'novela'],
    ['sexta-feira 27 almoço com a Nair às 13h', '2026-11-27T13:00', 'nair'],
    ['semana que vem na quinta às 15h reunião do grupo', '2026-11-26T15:00', 'grupo'],
    ['amanha 9 horas fisioterapia', '2026-11-19T09:00', 'fisioterapia'],
    ['dia 8 do mês que vem às 10 revisão do carro', '2026-12-08T10:00', 'carro'],
    ['o bazar da igreja é sábado às 14h, pode marcar?', '2026-11-21T14:00', 'bazar'],
  ])('creates: %s', (text, start, word, zone = SAO_PAULO) => {
    const now = zone === LISBON ? afternoon : nowIn[zone]
    const request = parseCalendarRequest(text, { now, timeZone: zone })
    expect(request.action).toBe('create')
    expect(wall(request.start)).toBe(start)
    expect(request.isRecurring).toBe(false)
    expect(request.summary?.toLowerCase()).toContain(word)
    expect(isCalendarRequest(text)).toBe(true)
  })

  it('reads "todo dia 15 de março" as once a year, on that date', () => {
    const request = parse('todo dia 15 de março aniversário do Paulo')
    expect(request.recurrencePattern).toContain('FREQ=YEARLY')
    expect(wall(request.start)).toBe('2027-03-15T00:00')
    expect(request.summary).toContain('Paulo')
  })

  it.each([
    ['almoço com a Zélia dia 28, anota aí', 'almoço'],
    ['marca oculista', 'oculista'],
  ])('asks the time of a new event with its verb last or alone: %s', (text, word) => {
    const request = parse(text)
    expect(request.action).toBe('create')
    expect(request.missingFields).toContain('start')
    expect(request.summary?.toLowerCase()).toContain(word)
    expect(request.summary).not.toMatch(/anota|marca/i)
    expect(isCalendarRequest(text)).toBe(true)
  })

  it.each([
    ['o pilates de quinta, desmarque por favor', 'delete', 'pilates'],
    ['o cabeleireiro foi cancelado, tira da agenda', 'delete', 'cabeleireiro'],
    ['esquece o jantar de sábado', 'delete', 'jantar'],
    ['a hidroginástica de sexta passa para segunda às 8', 'update', 'hidroginástica'],
    ['qual é o horário da fisioterapia?', 'get', 'fisioterapia'],
  ])('reads the action wherever its verb is: %s', (text, action, word) => {
    const request = parse(text)
    expect(request.action).toBe(action)
    expect(request.searchQuery).toBe(word)
    expect(isCalendarRequest(text)).toBe(true)
  })

  it('moves to the day and hour said after the verb', () => {
    expect(wall(parse('a hidroginástica de sexta passa para segunda às 8').start)).toBe('2026-11-23T08:00')
  })

  it.each([
    ['estou ocupado sexta à tarde?', '2026-11-20T00:00', '2026-11-21T00:00'],
    ['o que tenho para dezembro?', '2026-12-01T00:00', '2027-01-01T00:00'],
    ['me lembra o que eu tenho amanhã?', '2026-11-19T00:00', '2026-11-20T00:00'],
  ])('asks about a window: %s', (text, rangeStart, rangeEnd) => {
    const request = parse(text)
    expect(request.action).toBe('get')
    expect(wall(request.rangeStart)).toBe(rangeStart)
    expect(wall(request.rangeEnd)).toBe(rangeEnd)
    expect(isCalendarRequest(text)).toBe(true)
  })
})
