// French sentences Sage says about the calendar.

import { type CalendarWords, listJoiner } from '#shared/calendar/calendar-words.ts'

const et = listJoiner(', ', ' et ')

/**
 * French, with vous. A rule can stand where a single date does ("qui aura désormais lieu tous les
 * lundis"), so moved and cancelled read well for both.
 */
export const frenchCalendarPhrases: CalendarWords = {
  needTitleAndTime: 'J’ai besoin d’un titre et d’une heure pour créer un événement.',
  cannotRepeat:
    'Je ne peux pas répéter un événement de cette façon. Il peut se répéter au plus une fois par heure, et seulement à des dates qui existent, par exemple tous les jours à 9 h ou tous les lundis.',
  needMoreInformation: (action) => `J’ai besoin de plus d’informations pour ${action} cet événement.`,
  noEventWithId: (id) => `Je n’ai trouvé aucun événement avec l’identifiant ${id}.`,
  noEventsMatching: (query) => `Je n’ai trouvé aucun événement correspondant à « ${query} ».`,
  multipleMatching: (query) =>
    `J’ai trouvé plusieurs événements correspondant à « ${query} ». Pourriez-vous préciser, s’il vous plaît ?`,
  askTime: (summary) =>
    `À quelle heure est ${summary} ? Vous pouvez aussi me dire le jour, par exemple « vendredi à 15 h ».`,
  needWhatToUpdate: 'J’ai besoin de savoir ce que vous souhaitez modifier dans cet événement.',
  unsureAction: 'Je ne suis pas sûr de ce que vous souhaitez faire dans votre calendrier.',
  failed:
    'Je suis désolé, une erreur s’est produite pendant le traitement de votre demande de calendrier. Veuillez réessayer ou vérifier la connexion de votre calendrier.',
  added: (summary, when) => `J’ai ajouté ${summary} le ${when}.`,
  addedRepeating: (summary, rule, first) => `J’ai ajouté ${summary}, ${rule}, à partir du ${first}.`,
  moved: (summary, when) => `J’ai déplacé ${summary}, qui aura désormais lieu ${when}.`,
  updated: (summary) => `J’ai mis à jour ${summary}.`,
  askWhich: (action, summary, rule, day) =>
    `${summary} a lieu ${rule}. Dois-je tout ${action === 'delete' ? 'annuler' : 'modifier'}, ou seulement le ${day} ?`,
  cancelledOne: (summary, when) =>
    `J’ai annulé ${summary} uniquement le ${when}. Les autres restent dans votre calendrier.`,
  movedOne: (summary, when) =>
    `J’ai déplacé seulement celui-ci : ${summary} a maintenant lieu ${when}. Les autres ne changent pas.`,
  cancelled: (summary, when) => `J’ai annulé ${summary}, qui devait avoir lieu ${when}.`,
  nothingPlanned: (period) => `Vous n’avez rien de prévu dans votre calendrier ${period}.`,
  youHave: (count, period) => `Vous avez ${count === 1 ? 'un événement' : `${count} événements`} ${period} :`,
  allDay: (when) => `${when}, toute la journée`,
  itemAt: (summary, when) => `${summary}, ${when}`,
  listAfter: (lead, items) => `${lead ? `${lead} ` : ''}${items.join(' ; ')}.`,
  period: {
    upcoming: 'ces prochains jours',
    today: 'aujourd’hui',
    tomorrow: 'demain',
    between: (from, to) => (from === to ? `le ${from}` : `du ${from} au ${to}`),
  },
  actions: { create: 'créer', update: 'modifier', delete: 'annuler', get: 'trouver' },
  every: {
    day: 'tous les jours',
    weekday: 'du lundi au vendredi',
    // Weekday names take an s in the plural: tous les lundis.
    week: (days, interval) =>
      interval === 1
        ? `tous les ${et(days.map((day) => `${day}s`))}`
        : interval === 2 && days.length === 1
          ? `un ${days[0]} sur deux`
          : `toutes les ${interval === 2 ? 'deux' : interval} semaines, ${et(days.map((day) => `le ${day}`))}`,
    month: (on, interval) =>
      interval > 1 ? `tous les ${interval === 2 ? 'deux' : interval} mois, ${on}` : `${on} de chaque mois`,
    monthDay: (day) => (day === -1 ? 'le dernier jour' : day === 1 ? 'le 1er' : `le ${day}`),
    nthWeekday: (nth, day) =>
      `le ${nth === -1 ? 'dernier' : ['premier', 'deuxième', 'troisième', 'quatrième', 'cinquième'][nth - 1]} ${day}`,
    // "1 mars" is said "1er mars".
    year: (date, interval) =>
      `${interval > 1 ? `tous les ${interval} ans` : 'chaque année'} le ${date.replace(/^1 /, '1er ')}`,
    interval: (count, unit) =>
      unit === 'week'
        ? `toutes les ${count} semaines`
        : `tous les ${count} ${{ day: 'jours', month: 'mois', year: 'ans' }[unit]}`,
    at: (times) => et(times.map((time) => `à ${time}`)),
    count: (count) => `${count} fois`,
    until: (day) => `jusqu’au ${day}`,
    before: { count: ', ', until: ' ' },
  },
}
