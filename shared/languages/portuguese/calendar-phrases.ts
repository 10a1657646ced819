// Portuguese sentences Sage says about the calendar.

import { type CalendarWords, listJoiner } from '#shared/calendar/calendar-words.ts'

const e = listJoiner(', ', ' e ')

/** The Portuguese weekdays sábado and domingo are masculine; segunda-feira to sexta-feira feminine. */
const masculineDay = (day: string) => day === 'sábado' || day === 'domingo'

/** "na quinta-feira, 19 de novembro", "no sábado, 5 de dezembro": on a day as Intl writes it. */
const onDay = (when: string) => `${masculineDay(when.split(',')[0]!) ? 'no' : 'na'} ${when}`

/** Brazilian Portuguese, with você (its polite default). */
export const portugueseCalendarPhrases: CalendarWords = {
  needTitleAndTime: 'Preciso de um título e de um horário para criar um evento.',
  cannotRepeat:
    'Não consigo repetir um evento dessa forma. Ele pode se repetir no máximo uma vez por hora, e só em datas que existem, por exemplo todos os dias às 9h ou toda segunda-feira.',
  needMoreInformation: (action) => `Preciso de mais informações para ${action} este evento.`,
  noEventWithId: (id) => `Não encontrei nenhum evento com o ID ${id}.`,
  noEventsMatching: (query) => `Não encontrei nenhum evento correspondente a “${query}”.`,
  multipleMatching: (query) =>
    `Encontrei vários eventos correspondentes a “${query}”. Por favor, me diga com mais precisão qual deles você procura.`,
  askTime: (summary) => `A que horas é ${summary}? Você também pode me dizer o dia, por exemplo “sexta-feira às 15h”.`,
  needWhatToUpdate: 'Preciso saber o que você deseja alterar no evento.',
  unsureAction: 'Não tenho certeza do que você deseja fazer na sua agenda.',
  failed:
    'Sinto muito, ocorreu um erro ao processar sua solicitação de agenda. Por favor, tente novamente ou verifique a conexão da sua agenda.',
  added: (summary, when) => `Adicionei ${summary} para ${when}.`,
  addedRepeating: (summary, rule, first) => `Adicionei ${summary}, ${rule}, a partir de ${first}.`,
  moved: (summary, when) => `Mudei ${summary} para ${when}.`,
  updated: (summary) => `Atualizei ${summary}.`,
  askWhich: (action, summary, rule, day) =>
    `${summary} se repete ${rule}. ${action === 'delete' ? 'Cancelo' : 'Altero'} todos os eventos ou só o de ${day}?`,
  cancelledOne: (summary, when) => `Cancelei ${summary} apenas ${onDay(when)}. Os outros continuam na sua agenda.`,
  movedOne: (summary, when) => `Mudei só este: ${summary} passa a ser ${onDay(when)}. Os outros ficam como estavam.`,
  cancelled: (summary, when) => `Cancelei o evento ${summary}, marcado para ${when}.`,
  nothingPlanned: (period) => `Você não tem nada na sua agenda ${period}.`,
  youHave: (count, period) => `Você tem ${count === 1 ? 'um evento' : `${count} eventos`} ${period}:`,
  allDay: (when) => `${when}, o dia todo`,
  itemAt: (summary, when) => `${summary}, ${when}`,
  listAfter: (lead, items) => `${lead ? `${lead} ` : ''}${items.join('; ')}.`,
  period: {
    upcoming: 'nos próximos dias',
    today: 'hoje',
    tomorrow: 'amanhã',
    between: (from, to) => (from === to ? onDay(from) : `de ${from} a ${to}`),
  },
  actions: { create: 'criar', update: 'alterar', delete: 'cancelar', get: 'encontrar' },
  every: {
    day: 'todos os dias',
    weekday: 'todos os dias úteis',
    // "toda segunda-feira e quarta-feira", "todo sábado e domingo"; "quarta-feira sim, quarta-feira não".
    week: (days, interval) =>
      interval === 1
        ? `${masculineDay(days[0]!) ? 'todo' : 'toda'} ${e(days)}`
        : interval === 2 && days.length === 1
          ? `${days[0]} sim, ${days[0]} não`
          : `a cada ${interval === 2 ? 'duas' : interval} semanas, ${e(days.map((day) => `${masculineDay(day) ? 'no' : 'na'} ${day}`))}`,
    // `on` is "dia 5", "último dia" or "primeira segunda-feira": "todo dia 5 do mês".
    month: (on, interval) => {
      const feminine = /^(primeira|segunda|terceira|quarta|quinta|última) /.test(on)
      return interval > 1
        ? `a cada ${interval} meses, ${feminine ? 'na' : 'no'} ${on}`
        : `${feminine ? 'toda' : 'todo'} ${on} do mês`
    },
    monthDay: (day) => (day === -1 ? 'último dia' : day === 1 ? 'dia 1º' : `dia ${day}`),
    nthWeekday: (nth, day) => {
      const masculine = masculineDay(day)
      if (nth === -1) return `${masculine ? 'último' : 'última'} ${day}`
      const ordinal = ['primeir', 'segund', 'terceir', 'quart', 'quint'][nth - 1]
      return `${ordinal}${masculine ? 'o' : 'a'} ${day}`
    },
    // "1 de março" is said "1º de março".
    year: (date, interval) =>
      `${interval > 1 ? `a cada ${interval} anos,` : 'todo ano'} no dia ${date.replace(/^1 /, '1º ')}`,
    interval: (count, unit) =>
      `a cada ${count} ${{ day: 'dias', week: 'semanas', month: 'meses', year: 'anos' }[unit]}`,
    // "à 1:00", "às 8:00".
    at: (times) => e(times.map((time) => `${/^1[:.]/.test(time) ? 'à' : 'às'} ${time}`)),
    count: (count) => `${count} vezes`,
    until: (day) => `até ${day}`,
    before: { count: ', ', until: ' ' },
  },
}
