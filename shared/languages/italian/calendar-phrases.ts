// Italian sentences Sage says about the calendar.

import { type CalendarWords, listJoiner } from '#shared/calendar/calendar-words.ts'

const e = listJoiner(', ', ' e ')

/** "il 5", "l’8", "l’11", "il 1°". */
const italianDay = (day: number) => (day === 8 || day === 11 ? `l’${day}` : day === 1 ? 'il 1°' : `il ${day}`)

/** Italian, with Lei. "Che ora si terrà" and "che era in programma" take a date or a rule alike. */
export const italianCalendarPhrases: CalendarWords = {
  needTitleAndTime: 'Ho bisogno di un titolo e di un orario per creare un evento.',
  cannotRepeat:
    'Non posso ripetere un evento in questo modo. Può ripetersi al massimo una volta all’ora, e solo in date che esistono, per esempio ogni giorno alle 9 o ogni lunedì.',
  needMoreInformation: (action) => `Ho bisogno di più informazioni per ${action} questo evento.`,
  noEventWithId: (id) => `Non ho trovato nessun evento con l’ID ${id}.`,
  noEventsMatching: (query) => `Non ho trovato nessun evento corrispondente a «${query}».`,
  multipleMatching: (query) =>
    `Ho trovato più eventi corrispondenti a «${query}». Per favore, mi indichi con più precisione quale intende.`,
  askTime: (summary) => `A che ora è ${summary}? Può dirmi anche il giorno, per esempio «venerdì alle 15».`,
  needWhatToUpdate: 'Ho bisogno di sapere che cosa desidera modificare dell’evento.',
  unsureAction: 'Non sono sicuro di che cosa desideri fare nel Suo calendario.',
  failed:
    'Mi dispiace, si è verificato un errore durante l’elaborazione della Sua richiesta per il calendario. Per favore, riprovi o controlli il collegamento del Suo calendario.',
  added: (summary, when) => `Ho aggiunto ${summary} per ${when}.`,
  addedRepeating: (summary, rule, first) => `Ho aggiunto ${summary}, ${rule}, a partire da ${first}.`,
  moved: (summary, when) => `Ho spostato ${summary}, che ora si terrà ${when}.`,
  updated: (summary) => `Ho aggiornato ${summary}.`,
  askWhich: (action, summary, rule, day) =>
    `${summary} si ripete ${rule}. ${action === 'delete' ? 'Annullo' : 'Modifico'} tutti gli appuntamenti o solo quello di ${day}?`,
  cancelledOne: (summary, when) => `Ho annullato ${summary} solo ${when}. Gli altri restano nel Suo calendario.`,
  movedOne: (summary, when) =>
    `Ho spostato solo questo: ${summary} ora si terrà ${when}. Gli altri restano come erano.`,
  cancelled: (summary, when) => `Ho annullato ${summary}, che era in programma ${when}.`,
  nothingPlanned: (period) => `Non ha nulla nel Suo calendario ${period}.`,
  youHave: (count, period) => `Ha ${count === 1 ? 'un evento' : `${count} eventi`} ${period}:`,
  allDay: (when) => `${when}, tutto il giorno`,
  itemAt: (summary, when) => `${summary}, ${when}`,
  listAfter: (lead, items) => `${lead ? `${lead} ` : ''}${items.join('; ')}.`,
  period: {
    upcoming: 'per i prossimi giorni',
    today: 'per oggi',
    tomorrow: 'per domani',
    between: (from, to) => (from === to ? `per ${from}` : `da ${from} a ${to}`),
  },
  actions: { create: 'creare', update: 'modificare', delete: 'annullare', get: 'trovare' },
  every: {
    day: 'ogni giorno',
    weekday: 'dal lunedì al venerdì',
    week: (days, interval) =>
      interval > 1
        ? `ogni ${interval === 2 ? 'due' : interval} settimane, ${e(days.map((day) => `${day === 'domenica' ? 'la' : 'il'} ${day}`))}`
        : `ogni ${e(days)}`,
    month: (on, interval) =>
      interval > 1 ? `ogni ${interval === 2 ? 'due' : interval} mesi, ${on}` : `${on} di ogni mese`,
    monthDay: (day) => (day === -1 ? 'l’ultimo giorno' : italianDay(day)),
    // Domenica is feminine: la prima domenica, l’ultima domenica.
    nthWeekday: (nth, day) => {
      const feminine = day === 'domenica'
      if (nth === -1) return `l’${feminine ? 'ultima' : 'ultimo'} ${day}`
      const ordinal = ['prim', 'second', 'terz', 'quart', 'quint'][nth - 1]
      return `${feminine ? 'la' : 'il'} ${ordinal}${feminine ? 'a' : 'o'} ${day}`
    },
    year: (date, interval) => {
      const [, day, month] = /^(\d+)(.*)$/.exec(date) ?? []
      const said = day ? `${italianDay(Number(day))}${month}` : `il ${date}`
      return `${interval > 1 ? `ogni ${interval} anni,` : 'ogni anno'} ${said}`
    },
    interval: (count, unit) =>
      `ogni ${count} ${{ day: 'giorni', week: 'settimane', month: 'mesi', year: 'anni' }[unit]}`,
    // "all’1:00", "alle 8:00".
    at: (times) => e(times.map((time) => `${/^1[:.]/.test(time) ? 'all’' : 'alle '}${time}`)),
    count: (count) => `per ${count} volte`,
    until: (day) => `fino a ${day}`,
    before: { count: ', ', until: ' ' },
  },
}
