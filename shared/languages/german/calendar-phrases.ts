// German sentences Sage says about the calendar.

import { type CalendarWords, listJoiner } from '#shared/calendar/calendar-words.ts'

const und = listJoiner(', ', ' und ')

/** German, with Sie. Moved and cancelled set the time apart, where a date or a rule both fit. */
export const germanCalendarPhrases: CalendarWords = {
  needTitleAndTime: 'Ich brauche einen Titel und eine Uhrzeit, um einen Termin zu erstellen.',
  cannotRepeat:
    'So kann ich einen Termin nicht wiederholen. Er kann sich höchstens einmal pro Stunde wiederholen, und nur an Tagen, die es wirklich gibt, zum Beispiel jeden Tag um 9 Uhr oder jeden Montag.',
  needMoreInformation: (action) => `Ich brauche weitere Angaben, um diesen Termin ${action}.`,
  noEventWithId: (id) => `Ich konnte keinen Termin mit der ID ${id} finden.`,
  noEventsMatching: (query) => `Ich konnte keinen Termin finden, der zu „${query}“ passt.`,
  multipleMatching: (query) =>
    `Ich habe mehrere Termine gefunden, die zu „${query}“ passen. Bitte sagen Sie mir genauer, welchen Sie meinen.`,
  askTime: (summary) =>
    `Um wie viel Uhr ist ${summary}? Sie können mir auch den Tag sagen, zum Beispiel „Freitag um 15 Uhr“.`,
  needWhatToUpdate: 'Ich muss wissen, was Sie an dem Termin ändern möchten.',
  unsureAction: 'Ich bin mir nicht sicher, was Sie in Ihrem Kalender tun möchten.',
  failed:
    'Es tut mir leid, bei der Bearbeitung Ihrer Kalenderanfrage ist ein Fehler aufgetreten. Bitte versuchen Sie es noch einmal oder überprüfen Sie die Verbindung zu Ihrem Kalender.',
  added: (summary, when) => `Ich habe ${summary} am ${when} eingetragen.`,
  addedRepeating: (summary, rule, first) => `Ich habe ${summary} eingetragen: ${rule}, ab ${first}.`,
  moved: (summary, when) => `Ich habe ${summary} verschoben. Neuer Termin: ${when}.`,
  updated: (summary) => `Ich habe ${summary} aktualisiert.`,
  askWhich: (action, summary, rule, day) =>
    `${summary} wiederholt sich ${rule}. Soll ich alle Termine ${action === 'delete' ? 'absagen' : 'ändern'} oder nur den am ${day}?`,
  cancelledOne: (summary, when) =>
    `Ich habe ${summary} nur am ${when} abgesagt. Die anderen bleiben in Ihrem Kalender.`,
  movedOne: (summary, when) =>
    `Ich habe nur diesen verschoben: ${summary} ist jetzt am ${when}. Die anderen bleiben, wie sie waren.`,
  cancelled: (summary, when) => `Ich habe ${summary} abgesagt (${when}).`,
  nothingPlanned: (period) => `Sie haben ${period} nichts in Ihrem Kalender.`,
  youHave: (count, period) => `Sie haben ${period} ${count === 1 ? 'einen Termin' : `${count} Termine`}:`,
  allDay: (when) => `${when}, ganztägig`,
  itemAt: (summary, when) => `${summary}, ${when}`,
  listAfter: (lead, items) => `${lead ? `${lead} ` : ''}${items.join('; ')}.`,
  period: {
    upcoming: 'in den nächsten Tagen',
    today: 'heute',
    tomorrow: 'morgen',
    between: (from, to) => (from === to ? `am ${from}` : `von ${from} bis ${to}`),
  },
  // With their "zu", as "abzusagen" takes it inside.
  actions: { create: 'zu erstellen', update: 'zu ändern', delete: 'abzusagen', get: 'zu finden' },
  every: {
    day: 'jeden Tag',
    weekday: 'montags bis freitags',
    week: (days, interval) =>
      interval === 1
        ? `jeden ${und(days)}`
        : interval === 2
          ? `jeden zweiten ${und(days)}`
          : `alle ${interval} Wochen am ${und(days)}`,
    month: (on, interval) => `${interval > 1 ? `alle ${interval} Monate` : 'jeden Monat'} ${on}`,
    monthDay: (day) => (day === -1 ? 'am letzten Tag' : `am ${day}.`),
    nthWeekday: (nth, day) =>
      `am ${nth === -1 ? 'letzten' : ['ersten', 'zweiten', 'dritten', 'vierten', 'fünften'][nth - 1]} ${day}`,
    year: (date, interval) => `${interval > 1 ? `alle ${interval} Jahre` : 'jedes Jahr'} am ${date}`,
    interval: (count, unit) => `alle ${count} ${{ day: 'Tage', week: 'Wochen', month: 'Monate', year: 'Jahre' }[unit]}`,
    at: (times) => `um ${und(times)}`,
    count: (count) => `${count}-mal`,
    until: (day) => `bis ${day}`,
    before: { count: ', ', until: ' ' },
  },
}
