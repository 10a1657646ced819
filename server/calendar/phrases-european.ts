import { joinList } from '#shared/chat/builtin/phrasebook.ts'
import type { CalendarWords } from './phrases.ts'

const et = (items: string[]) => joinList(items, ', ', ' et ')
const und = (items: string[]) => joinList(items, ', ', ' und ')
const e = (items: string[]) => joinList(items, ', ', ' e ')

/**
 * French, with vous. A rule can stand where a single date does ("qui aura désormais lieu tous les
 * lundis"), so moved and cancelled read well for both.
 */
export const french: CalendarWords = {
  needTitleAndTime: 'J’ai besoin d’un titre et d’une heure pour créer un événement.',
  cannotRepeat:
    'Je ne peux pas répéter un événement de cette façon. Il peut se répéter au plus toutes les heures, des jours qui existent, par exemple tous les jours à 9 h ou tous les lundis.',
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
    `${summary} a lieu ${rule}. Dois-je ${action === 'delete' ? 'les annuler' : 'les modifier'} tous, ou seulement celui du ${day} ?`,
  cancelledOne: (summary, when) =>
    `J’ai annulé ${summary} uniquement le ${when}. Les autres restent dans votre calendrier.`,
  movedOne: (summary, when) =>
    `J’ai déplacé seulement celui-ci : ${summary} a maintenant lieu ${when}. Les autres ne changent pas.`,
  cancelled: (summary, when) => `J’ai annulé ${summary}, qui devait avoir lieu ${when}.`,
  nothingPlanned: (period) => `Vous n’avez rien de prévu dans votre calendrier ${period}.`,
  youHave: (count, period) => `Vous avez ${count === 1 ? 'un événement' : `${count} événements`} ${period} :`,
  allDay: (when) => `${when}, toute la journée`,
  itemAt: (summary, when) => `${summary}, ${when}`,
  listAfter: (lead, items) => `${lead ? `${lead} ` : ''}${items.join('; ')}.`,
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

/** German, with Sie. Moved and cancelled set the time apart, where a date or a rule both fit. */
export const german: CalendarWords = {
  needTitleAndTime: 'Ich brauche einen Titel und eine Uhrzeit, um einen Termin zu erstellen.',
  cannotRepeat:
    'So kann ich einen Termin nicht wiederholen. Er kann sich höchstens stündlich wiederholen, an Tagen, die es gibt, zum Beispiel jeden Tag um 9 Uhr oder jeden Montag.',
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
    `${summary} wiederholt sich ${rule}. Soll ich alle ${action === 'delete' ? 'absagen' : 'ändern'} oder nur den am ${day}?`,
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

/** "il 5", "l’8", "l’11", "il 1°". */
const italianDay = (day: number) => (day === 8 || day === 11 ? `l’${day}` : day === 1 ? 'il 1°' : `il ${day}`)

/** Italian, with Lei. "Che ora si terrà" and "che era in programma" take a date or a rule alike. */
export const italian: CalendarWords = {
  needTitleAndTime: 'Ho bisogno di un titolo e di un orario per creare un evento.',
  cannotRepeat:
    'Non posso ripetere un evento in questo modo. Può ripetersi al massimo ogni ora, in giorni che esistono, per esempio ogni giorno alle 9 o ogni lunedì.',
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
    `${summary} si ripete ${rule}. ${action === 'delete' ? 'Li annullo' : 'Li modifico'} tutti, o solo quello di ${day}?`,
  cancelledOne: (summary, when) => `Ho annullato ${summary} solo ${when}. Gli altri restano nel suo calendario.`,
  movedOne: (summary, when) => `Ho spostato solo questo: ${summary} ora è ${when}. Gli altri restano come erano.`,
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

/** The Portuguese weekdays sábado and domingo are masculine; segunda-feira to sexta-feira feminine. */
const masculineDay = (day: string) => day === 'sábado' || day === 'domingo'

/** Brazilian Portuguese, with você (its polite default). */
export const portuguese: CalendarWords = {
  needTitleAndTime: 'Preciso de um título e de um horário para criar um evento.',
  cannotRepeat:
    'Não consigo repetir um evento dessa forma. Ele pode repetir no máximo a cada hora, em dias que existem, por exemplo todos os dias às 9 ou todas as segundas-feiras.',
  needMoreInformation: (action) => `Preciso de mais informações para ${action} este evento.`,
  noEventWithId: (id) => `Não encontrei nenhum evento com o ID ${id}.`,
  noEventsMatching: (query) => `Não encontrei nenhum evento correspondente a “${query}”.`,
  multipleMatching: (query) =>
    `Encontrei vários eventos correspondentes a “${query}”. Por favor, me diga com mais precisão qual deles você procura.`,
  askTime: (summary) => `A que horas é ${summary}? Também pode dizer-me o dia, por exemplo «sexta-feira às 15h».`,
  needWhatToUpdate: 'Preciso saber o que você deseja alterar no evento.',
  unsureAction: 'Não tenho certeza do que você deseja fazer na sua agenda.',
  failed:
    'Sinto muito, ocorreu um erro ao processar sua solicitação de agenda. Por favor, tente novamente ou verifique a conexão da sua agenda.',
  added: (summary, when) => `Adicionei ${summary} para ${when}.`,
  addedRepeating: (summary, rule, first) => `Adicionei ${summary}, ${rule}, a partir de ${first}.`,
  moved: (summary, when) => `Mudei ${summary} para ${when}.`,
  updated: (summary) => `Atualizei ${summary}.`,
  askWhich: (action, summary, rule, day) =>
    `${summary} repete-se ${rule}. ${action === 'delete' ? 'Cancelo' : 'Altero'} todos, ou só o de ${day}?`,
  cancelledOne: (summary, when) => `Cancelei ${summary} apenas em ${when}. Os outros continuam no seu calendário.`,
  movedOne: (summary, when) => `Mudei só este: ${summary} passa a ser em ${when}. Os outros ficam como estavam.`,
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
    between: (from, to) =>
      from === to ? `${masculineDay(from.split(',')[0]!) ? 'no' : 'na'} ${from}` : `de ${from} a ${to}`,
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
