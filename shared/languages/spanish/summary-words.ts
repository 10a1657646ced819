import type { SummaryWords } from '#shared/summary/summary-words.ts'

/** "el doctor López", "la Dra. García": a title takes its article; a name said without one stays as it is. */
const withArticle = (doctor: string) =>
  /^(?:dra\.?|doctora)(?:\s|$)/iu.test(doctor)
    ? `la ${doctor}`
    : /^(?:dr\.?|doctor)(?:\s|$)/iu.test(doctor)
      ? `el ${doctor}`
      : doctor

/** "a la 1:00", "a las 8:00 y 20:00". */
const at = (times: string) => `${/^0?1[:.]/.test(times) ? 'a la' : 'a las'} ${times}`

export const spanishSummaryWords: SummaryWords = {
  title: 'Resumen para el médico',
  forVisit: (doctor, day) =>
    doctor && day
      ? `Para la consulta del ${day} con ${withArticle(doctor)}`
      : doctor
        ? `Para la consulta con ${withArticle(doctor)}`
        : `Para la consulta del ${day}`,
  printedOn: (day) => `Impreso el ${day}`,
  name: 'Nombre',
  age: 'Edad',
  ageValue: (years, born) => `${years} años (fecha de nacimiento: ${born})`,
  doctor: 'Médico de cabecera',
  notGiven: 'No indicado',
  conditions: 'Enfermedades',
  noConditions: 'Ninguna anotada.',
  medications: 'Medicamentos',
  noMedications: 'No hay medicamentos anotados.',
  medicationColumns: { name: 'Medicamento', dose: 'Dosis', when: 'Cuándo', taken: 'Tomas, últimos 30 días' },
  schedule: {
    daily: (times) => `Todos los días ${at(times)}`,
    weekly: (days, times) => `Cada ${days} ${at(times)}`,
    interval: (days, times) => `Cada ${days} días ${at(times)}`,
    asNeeded: 'Solo cuando lo necesite',
  },
  withFood: 'con comida',
  withoutFood: 'en ayunas',
  taken: (percent, taken, due) => `${percent} % (${taken} de ${due})`,
  noDosesDue: 'Ninguna prevista',
  takenHeading: 'Tomas, últimos 30 días',
  records: 'Historial médico, últimos 12 meses',
  noRecords: 'No hay registros en los últimos 12 meses.',
  recordColumns: { date: 'Fecha', type: 'Tipo', title: 'Título', doctor: 'Médico', status: 'Estado' },
  recordTypes: {
    Appointment: 'Cita',
    Medication: 'Medicamento',
    'Lab Result': 'Resultado de laboratorio',
    Surgery: 'Cirugía',
    Hospitalization: 'Hospitalización',
    Vaccination: 'Vacuna',
    Other: 'Otro',
  },
  statuses: {
    Completed: 'Completado',
    Pending: 'Pendiente',
    Active: 'Activo',
    Normal: 'Normal',
    Abnormal: 'Anormal',
    Cancelled: 'Cancelado',
  },
  appointments: 'Próximas citas',
  noAppointments: 'Ninguna en el calendario.',
  contacts: 'Contactos de emergencia',
  noContacts: 'Ninguno anotado.',
  questions: 'Preguntas para el médico',
  moreQuestions: 'Otras preguntas:',
  partsShared: 'Impreso por un familiar: solo incluye lo que la persona comparte con su familia.',
}
