// Spanish sentences Sage says about the calendar.

import { type CalendarWords, listJoiner } from '#shared/calendar/calendar-words.ts'

const y = listJoiner(', ', ' y ')

/**
 * A repeat ("todos los martes…", "cada 2 semanas…", "de lunes a viernes…") rather than a day: moved
 * and cancelled get a whole series's rule, which takes "a"/"de", not "al"/"del".
 */
const isRepeat = (when: string) => /^(todos|todas|cada|de lunes)\b/.test(when)

export const spanishCalendarPhrases: CalendarWords = {
  needTitleAndTime: 'Necesito un título y una hora para crear un evento.',
  cannotRepeat:
    'No puedo repetir un evento así. Puede repetirse como mucho cada hora, en días que existan, por ejemplo cada día a las 9 o cada lunes.',
  needMoreInformation: (action) => `Necesito más información para ${action} este evento.`,
  noEventWithId: (id) => `No encontré ningún evento con el identificador ${id}.`,
  noEventsMatching: (query) => `No encontré ningún evento que coincida con «${query}».`,
  multipleMatching: (query) =>
    `Encontré varios eventos que coinciden con «${query}». ¿Me puede decir un poco más para saber cuál es?`,
  askTime: (summary) =>
    `¿A qué hora es ${summary}? También puede decirme el día, por ejemplo «el viernes a las 3 de la tarde».`,
  needWhatToUpdate: 'Necesito saber qué desea cambiar del evento.',
  unsureAction: 'No estoy seguro de qué desea hacer en su calendario.',
  failed:
    'Lo siento, hubo un error al procesar su solicitud de calendario. Inténtelo de nuevo o revise la conexión de su calendario.',
  added: (summary, when) => `He añadido ${summary} el ${when}.`,
  addedRepeating: (summary, rule, first) => `He añadido ${summary}, ${rule}, a partir del ${first}.`,
  moved: (summary, when) => `He cambiado ${summary} ${isRepeat(when) ? `a ${when}` : `al ${when}`}.`,
  updated: (summary) => `He actualizado ${summary}.`,
  askWhich: (action, summary, rule, day) =>
    `${summary} se repite ${rule}. ¿${action === 'delete' ? 'Cancelo' : 'Cambio'} todos o solo el del ${day}?`,
  cancelledOne: (summary, when) => `He cancelado ${summary} solo el ${when}. Los demás siguen en su calendario.`,
  movedOne: (summary, when) => `He movido solo este: ${summary} ahora es el ${when}. Los demás siguen igual.`,
  cancelled: (summary, when) => `He cancelado ${summary} ${isRepeat(when) ? `de ${when}` : `del ${when}`}.`,
  nothingPlanned: (period) => `No tiene nada en su calendario ${period}.`,
  youHave: (count, period) => `Tiene ${count === 1 ? 'un evento' : `${count} eventos`} ${period}:`,
  allDay: (when) => `${when}, todo el día`,
  itemAt: (summary, when) => `${summary}, ${when}`,
  listAfter: (lead, items) => `${lead ? `${lead} ` : ''}${items.join('; ')}.`,
  period: {
    upcoming: 'en los próximos días',
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
