import type { ChatLanguage } from '#shared/chat/chat-languages.ts'
import { joinList } from '#shared/chat/builtin/phrasebook.ts'
import { chinese, japanese } from './phrases-cjk.ts'
import { french, german, italian, portuguese } from './phrases-european.ts'

const and = (items: string[]) => joinList(items, ', ', ' and ')
const y = (items: string[]) => joinList(items, ', ', ' y ')

/** 1st, 2nd, 3rd, 4th, 11th, 21st... */
function englishOrdinal(day: number): string {
  const suffix = day % 100 >= 11 && day % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][day % 10] ?? 'th')
  return `${day}${suffix}`
}

/** What Sage says about the calendar, in one language (product.md 8 gives the English). */
export type CalendarWords = {
  needTitleAndTime: string
  /** A new event has a title but no time: Sage asks, and finishes it from the answer. */
  askTime: (summary: string) => string
  /** A repeat a calendar cannot keep (more often than hourly, or on a day that never comes). */
  cannotRepeat: string
  needMoreInformation: (action: string) => string
  noEventWithId: (id: string) => string
  noEventsMatching: (query: string) => string
  multipleMatching: (query: string) => string
  needWhatToUpdate: string
  unsureAction: string
  failed: string
  added: (summary: string, when: string) => string
  addedRepeating: (summary: string, rule: string, first: string) => string
  moved: (summary: string, when: string) => string
  updated: (summary: string) => string
  cancelled: (summary: string, when: string) => string
  /** A repeating event named without a day: change or cancel all of it, or only one? */
  askWhich: (action: 'update' | 'delete', summary: string, rule: string, day: string) => string
  /** One occurrence of a repeating event cancelled; the others stay. */
  cancelledOne: (summary: string, when: string) => string
  /** One occurrence of a repeating event moved; the others stay. */
  movedOne: (summary: string, when: string) => string
  nothingPlanned: (period: string) => string
  youHave: (count: number, period: string) => string
  /** A day or a repeat of an all-day event: "Saturday, December 5, all day". */
  allDay: (when: string) => string
  itemAt: (summary: string, when: string) => string
  /** A sentence followed by a list of events, ended as the language ends a sentence. */
  listAfter: (lead: string, items: string[]) => string
  period: { upcoming: string; today: string; tomorrow: string; between: (from: string, to: string) => string }
  actions: Record<'create' | 'update' | 'delete' | 'get', string>
  /** How a repeating event repeats, in words. */
  every: {
    day: string
    /** Monday to Friday. */
    weekday: string
    /** "every Monday and Wednesday", or every few weeks on those days. */
    week: (days: string[], interval: number) => string
    /** "every month on the 5th"; `on` is a monthDay or an nthWeekday. */
    month: (on: string, interval: number) => string
    /** The day of the month; -1 the last. */
    monthDay: (day: number) => string
    /** "the first Monday"; -1 the last. */
    nthWeekday: (nth: number, day: string) => string
    /** "every year on November 21". */
    year: (date: string, interval: number) => string
    interval: (count: number, unit: 'day' | 'week' | 'month' | 'year') => string
    at: (times: string[]) => string
    /** How the series ends. */
    count: (count: number) => string
    until: (day: string) => string
    /** What goes between the times and how the series ends (", 5 times", " until ..."). */
    before: { count: string; until: string }
  }
}

const english: CalendarWords = {
  needTitleAndTime: 'I need a title and time to create an event.',
  cannotRepeat:
    'I can’t repeat an event that way. It can repeat at most every hour, on days that exist, such as every day at 9 or every Monday.',
  needMoreInformation: (action) => `I need more information to ${action} this event.`,
  noEventWithId: (id) => `I couldn't find an event with ID ${id}.`,
  noEventsMatching: (query) => `I couldn't find any events matching "${query}".`,
  multipleMatching: (query) => `I found multiple events matching "${query}". Please be more specific.`,
  askTime: (summary) => `What time is ${summary}? You can say the day too, for example “Friday at 3 PM”.`,
  needWhatToUpdate: 'I need to know what to update about the event.',
  unsureAction: "I'm not sure what calendar action you want to perform.",
  failed:
    "I'm sorry, I encountered an error while processing your calendar request. Please try again or check your calendar connection.",
  added: (summary, when) => `I've added ${summary} on ${when}.`,
  addedRepeating: (summary, rule, first) => `I've added ${summary}, ${rule}, starting ${first}.`,
  moved: (summary, when) => `I've moved ${summary} to ${when}.`,
  updated: (summary) => `I've updated ${summary}.`,
  askWhich: (action, summary, rule, day) =>
    `${summary} repeats ${rule}. Should I ${action === 'delete' ? 'cancel' : 'change'} all of them, or only the one on ${day}?`,
  cancelledOne: (summary, when) => `I've cancelled ${summary} on ${when} only. The others stay on your calendar.`,
  movedOne: (summary, when) => `I've moved only this one: ${summary} is now on ${when}. The others stay as they were.`,
  cancelled: (summary, when) => `I've cancelled ${summary} on ${when}.`,
  nothingPlanned: (period) => `You have nothing on your calendar ${period}.`,
  youHave: (count, period) => `You have ${count === 1 ? 'one event' : `${count} events`} ${period}:`,
  allDay: (when) => `${when}, all day`,
  itemAt: (summary, when) => `${summary}, ${when}`,
  listAfter: (lead, items) => `${lead ? `${lead} ` : ''}${items.join('; ')}.`,
  period: {
    upcoming: 'coming up',
    today: 'today',
    tomorrow: 'tomorrow',
    between: (from, to) => (from === to ? `on ${from}` : `from ${from} to ${to}`),
  },
  actions: { create: 'create', update: 'update', delete: 'delete', get: 'find' },
  every: {
    day: 'every day',
    weekday: 'every weekday',
    week: (days, interval) =>
      interval === 2
        ? `every other ${and(days)}`
        : interval > 1
          ? `every ${interval} weeks on ${and(days)}`
          : `every ${and(days)}`,
    month: (on, interval) => `${interval > 1 ? `every ${interval} months` : 'every month'} on ${on}`,
    monthDay: (day) => (day === -1 ? 'the last day' : `the ${englishOrdinal(day)}`),
    nthWeekday: (nth, day) =>
      `the ${nth === -1 ? 'last' : ['first', 'second', 'third', 'fourth', 'fifth'][nth - 1]} ${day}`,
    year: (date, interval) => `${interval > 1 ? `every ${interval} years` : 'every year'} on ${date}`,
    interval: (count, unit) => `every ${count} ${unit}s`,
    at: (times) => `at ${and(times)}`,
    count: (count) => `${count} times`,
    until: (day) => `until ${day}`,
    before: { count: ', ', until: ' ' },
  },
}

const spanish: CalendarWords = {
  needTitleAndTime: 'Necesito un título y una hora para crear un evento.',
  cannotRepeat:
    'No puedo repetir un evento así. Puede repetirse como mucho cada hora, en días que existan, por ejemplo cada día a las 9 o cada lunes.',
  needMoreInformation: (action) => `Necesito más información para ${action} este evento.`,
  noEventWithId: (id) => `No encontré ningún evento con el identificador ${id}.`,
  noEventsMatching: (query) => `No encontré ningún evento que coincida con «${query}».`,
  multipleMatching: (query) => `Encontré varios eventos que coinciden con «${query}». Por favor, sea más específico.`,
  askTime: (summary) =>
    `¿A qué hora es ${summary}? También puede decirme el día, por ejemplo «el viernes a las 3 de la tarde».`,
  needWhatToUpdate: 'Necesito saber qué desea cambiar del evento.',
  unsureAction: 'No estoy seguro de qué desea hacer en su calendario.',
  failed:
    'Lo siento, hubo un error al procesar su solicitud de calendario. Inténtelo de nuevo o revise la conexión de su calendario.',
  added: (summary, when) => `He añadido ${summary} el ${when}.`,
  addedRepeating: (summary, rule, first) => `He añadido ${summary}, ${rule}, a partir del ${first}.`,
  moved: (summary, when) => `He cambiado ${summary} al ${when}.`,
  updated: (summary) => `He actualizado ${summary}.`,
  askWhich: (action, summary, rule, day) =>
    `${summary} se repite ${rule}. ¿${action === 'delete' ? 'Cancelo' : 'Cambio'} todos, o solo el del ${day}?`,
  cancelledOne: (summary, when) => `He cancelado ${summary} solo el ${when}. Los demás siguen en su calendario.`,
  movedOne: (summary, when) => `He movido solo este: ${summary} ahora es el ${when}. Los demás siguen igual.`,
  cancelled: (summary, when) => `He cancelado ${summary} del ${when}.`,
  nothingPlanned: (period) => `No tiene nada en su calendario ${period}.`,
  youHave: (count, period) => `Tiene ${count === 1 ? 'un evento' : `${count} eventos`} ${period}:`,
  allDay: (when) => `${when}, todo el día`,
  itemAt: (summary, when) => `${summary}, ${when}`,
  listAfter: (lead, items) => `${lead ? `${lead} ` : ''}${items.join('; ')}.`,
  period: {
    upcoming: 'próximamente',
    today: 'hoy',
    tomorrow: 'mañana',
    between: (from, to) => (from === to ? `el ${from}` : `del ${from} al ${to}`),
  },
  actions: { create: 'crear', update: 'cambiar', delete: 'cancelar', get: 'encontrar' },
  every: {
    day: 'todos los días',
    weekday: 'de lunes a viernes',
    // Sábado and domingo take an s in the plural; lunes to viernes do not change.
    week: (days, interval) => {
      const plural = y(days.map((day) => (day.endsWith('o') ? `${day}s` : day)))
      return interval > 1 ? `cada ${interval} semanas, los ${plural}` : `todos los ${plural}`
    },
    month: (on, interval) => `${interval > 1 ? `cada ${interval} meses` : 'todos los meses'} ${on}`,
    monthDay: (day) => (day === -1 ? 'el último día' : `el día ${day}`),
    nthWeekday: (nth, day) =>
      `el ${nth === -1 ? 'último' : ['primer', 'segundo', 'tercer', 'cuarto', 'quinto'][nth - 1]} ${day}`,
    year: (date, interval) => `${interval > 1 ? `cada ${interval} años` : 'todos los años'} el ${date}`,
    interval: (count, unit) => `cada ${count} ${{ day: 'días', week: 'semanas', month: 'meses', year: 'años' }[unit]}`,
    // "a la 1:00", "a las 8:00".
    at: (times) => times.map((time) => `${/^1[:.]/.test(time) ? 'a la' : 'a las'} ${time}`).join(' y '),
    count: (count) => `${count} veces`,
    until: (day) => `hasta el ${day}`,
    before: { count: ', ', until: ' ' },
  },
}

const wordsOf: Record<ChatLanguage, CalendarWords> = {
  english,
  spanish,
  french,
  german,
  italian,
  portuguese,
  chinese,
  japanese,
}

/**
 * Sage's calendar sentences in a chat language. French, German, Italian and Portuguese live in
 * words-european.ts, Chinese and Japanese in words-cjk.ts.
 */
export function calendarWords(language: ChatLanguage): CalendarWords {
  return wordsOf[language]
}
