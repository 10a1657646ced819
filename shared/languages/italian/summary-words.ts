import type { SummaryWords } from '#shared/summary/summary-words.ts'

/** "il dottor Rossi", "la dottoressa Bianchi": a title takes its article; a name said without one stays as it is. */
const withArticle = (doctor: string) =>
  /^(?:dott\.?ssa\.?|dottoressa|dr\.?ssa\.?|professoressa)(?:\s|$)/iu.test(doctor)
    ? `la ${doctor}`
    : /^(?:dott\.?|dottor[e]?|dr\.?|prof\.?|professore?)(?:\s|$)/iu.test(doctor)
      ? `il ${doctor}`
      : doctor

/** "di giovedì 3 dicembre 2026", "del 3 dicembre", "dell’8 dicembre": a day as Intl writes it. */
const ofDay = (day: string) =>
  /^(?:8|11)(?!\d)/.test(day) ? `dell’${day}` : /^\d/.test(day) ? `del ${day}` : `di ${day}`

/** "il 28 novembre 2026", "l’8 novembre 2026". */
const theDay = (day: string) => (/^(?:8|11)(?!\d)/.test(day) ? `l’${day}` : `il ${day}`)

/** "all’01:00", "alle 08:00 e 20:00". */
const at = (times: string) => (/^0?1[:.]/.test(times) ? `all’${times}` : `alle ${times}`)

export const italianSummaryWords: SummaryWords = {
  title: 'Riepilogo per il medico',
  forVisit: (doctor, day) =>
    doctor && day
      ? `Per la visita con ${withArticle(doctor)} ${ofDay(day)}`
      : doctor
        ? `Per la visita con ${withArticle(doctor)}`
        : `Per la visita ${ofDay(day ?? '')}`,
  printedOn: (day) => `Stampato ${theDay(day)}`,
  name: 'Nome',
  age: 'Età',
  ageValue: (years, born) => `${years} anni (data di nascita: ${born})`,
  doctor: 'Medico curante',
  notGiven: 'Non indicato',
  conditions: 'Patologie',
  noConditions: 'Nessuna indicata.',
  medications: 'Farmaci',
  noMedications: 'Nessun farmaco indicato.',
  medicationColumns: { name: 'Farmaco', dose: 'Dose', when: 'Quando', taken: 'Dosi prese, ultimi 30 giorni' },
  schedule: {
    daily: (times) => `Ogni giorno ${at(times)}`,
    weekly: (days, times) => `Ogni ${days} ${at(times)}`,
    interval: (days, times) => `Ogni ${days} giorni ${at(times)}`,
    asNeeded: 'Solo al bisogno',
  },
  withFood: 'durante i pasti',
  withoutFood: 'a stomaco vuoto',
  taken: (percent, taken, due) => `${percent}% (${taken} su ${due})`,
  noDosesDue: 'Nessuna dose prevista',
  takenHeading: 'Dosi prese, ultimi 30 giorni',
  records: 'Documentazione sanitaria, ultimi 12 mesi',
  noRecords: 'Nessuna voce negli ultimi 12 mesi.',
  recordColumns: { date: 'Data', type: 'Tipo', title: 'Descrizione', doctor: 'Medico', status: 'Stato' },
  recordTypes: {
    Appointment: 'Appuntamento',
    Medication: 'Farmaco',
    'Lab Result': 'Esame di laboratorio',
    Surgery: 'Intervento chirurgico',
    Hospitalization: 'Ricovero',
    Vaccination: 'Vaccinazione',
    Other: 'Altro',
  },
  statuses: {
    Completed: 'Completato',
    Pending: 'In attesa',
    Active: 'In corso',
    Normal: 'Nella norma',
    Abnormal: 'Alterato',
    Cancelled: 'Annullato',
  },
  appointments: 'Prossimi appuntamenti',
  noAppointments: 'Nessuno nel calendario.',
  contacts: 'Contatti di emergenza',
  noContacts: 'Nessuno indicato.',
  questions: 'Domande per il medico',
  moreQuestions: 'Altre domande:',
  partsShared: 'Stampato da un familiare: contiene solo le informazioni che la persona condivide con la famiglia.',
}
