import type { ChatLanguage } from '#shared/chat/chat-languages.ts'

/** What Sage says about the calendar, in one language (SPEC.md 8 gives the English). */
export type CalendarWords = {
  needTitleAndTime: string
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
  nothingPlanned: (period: string) => string
  youHave: (count: number, period: string) => string
  itemAt: (summary: string, when: string) => string
  period: { upcoming: string; today: string; tomorrow: string; between: (from: string, to: string) => string }
  actions: Record<'create' | 'update' | 'delete' | 'get', string>
  every: {
    day: string
    week: (days: string) => string
    weekday: string
    month: (day: number) => string
    year: string
    interval: (count: number, unit: 'day' | 'week' | 'month' | 'year') => string
    at: (time: string) => string
  }
}

const english: CalendarWords = {
  needTitleAndTime: 'I need a title and time to create an event.',
  needMoreInformation: (action) => `I need more information to ${action} this event.`,
  noEventWithId: (id) => `I couldn't find an event with ID ${id}.`,
  noEventsMatching: (query) => `I couldn't find any events matching "${query}".`,
  multipleMatching: (query) => `I found multiple events matching "${query}". Please be more specific.`,
  needWhatToUpdate: 'I need to know what to update about the event.',
  unsureAction: "I'm not sure what calendar action you want to perform.",
  failed:
    "I'm sorry, I encountered an error while processing your calendar request. Please try again or check your calendar connection.",
  added: (summary, when) => `I've added ${summary} on ${when}.`,
  addedRepeating: (summary, rule, first) => `I've added ${summary}, ${rule}, starting ${first}.`,
  moved: (summary, when) => `I've moved ${summary} to ${when}.`,
  updated: (summary) => `I've updated ${summary}.`,
  cancelled: (summary, when) => `I've cancelled ${summary} on ${when}.`,
  nothingPlanned: (period) => `You have nothing on your calendar ${period}.`,
  youHave: (count, period) => `You have ${count === 1 ? 'one event' : `${count} events`} ${period}:`,
  itemAt: (summary, when) => `${summary}, ${when}`,
  period: {
    upcoming: 'coming up',
    today: 'today',
    tomorrow: 'tomorrow',
    between: (from, to) => (from === to ? `on ${from}` : `from ${from} to ${to}`),
  },
  actions: { create: 'create', update: 'update', delete: 'delete', get: 'find' },
  every: {
    day: 'every day',
    week: (days) => `every ${days}`,
    weekday: 'every weekday',
    month: (day) => `every month on day ${day}`,
    year: 'every year',
    interval: (count, unit) => `every ${count} ${unit}s`,
    at: (time) => `at ${time}`,
  },
}

const spanish: CalendarWords = {
  needTitleAndTime: 'Necesito un título y una hora para crear un evento.',
  needMoreInformation: (action) => `Necesito más información para ${action} este evento.`,
  noEventWithId: (id) => `No encontré ningún evento con el identificador ${id}.`,
  noEventsMatching: (query) => `No encontré ningún evento que coincida con «${query}».`,
  multipleMatching: (query) => `Encontré varios eventos que coinciden con «${query}». Por favor, sea más específico.`,
  needWhatToUpdate: 'Necesito saber qué desea cambiar del evento.',
  unsureAction: 'No estoy seguro de qué desea hacer en su calendario.',
  failed:
    'Lo siento, hubo un error al procesar su solicitud de calendario. Inténtelo de nuevo o revise la conexión de su calendario.',
  added: (summary, when) => `He añadido ${summary} el ${when}.`,
  addedRepeating: (summary, rule, first) => `He añadido ${summary}, ${rule}, a partir del ${first}.`,
  moved: (summary, when) => `He cambiado ${summary} al ${when}.`,
  updated: (summary) => `He actualizado ${summary}.`,
  cancelled: (summary, when) => `He cancelado ${summary} del ${when}.`,
  nothingPlanned: (period) => `No tiene nada en su calendario ${period}.`,
  youHave: (count, period) => `Tiene ${count === 1 ? 'un evento' : `${count} eventos`} ${period}:`,
  itemAt: (summary, when) => `${summary}, ${when}`,
  period: {
    upcoming: 'próximamente',
    today: 'hoy',
    tomorrow: 'mañana',
    between: (from, to) => (from === to ? `el ${from}` : `del ${from} al ${to}`),
  },
  actions: { create: 'crear', update: 'cambiar', delete: 'cancelar', get: 'encontrar' },
  every: {
    day: 'todos los días',
    week: (days) => `todos los ${days}`,
    weekday: 'de lunes a viernes',
    month: (day) => `todos los meses el día ${day}`,
    year: 'todos los años',
    interval: (count, unit) => `cada ${count} ${{ day: 'días', week: 'semanas', month: 'meses', year: 'años' }[unit]}`,
    at: (time) => `a las ${time}`,
  },
}

/** Sage's calendar sentences in a chat language; English where no translation exists yet. */
export function calendarWords(language: ChatLanguage): CalendarWords {
  return language === 'spanish' ? spanish : english
}
