import type { SummaryWords } from '#shared/summary/summary-words.ts'

/** "o Dr. Silva", "a doutora Ana": a title takes its article; a name said without one stays as it is. */
const withArticle = (doctor: string) =>
  /^(?:dra\.?|doutora)(?:\s|$)/iu.test(doctor)
    ? `a ${doctor}`
    : /^(?:dr\.?|doutor)(?:\s|$)/iu.test(doctor)
      ? `o ${doctor}`
      : doctor

/**
 * "na quinta-feira, 3 de dezembro de 2026", "no sábado, 5 de dezembro", "em 3 de dezembro de 2026":
 * a day as Intl writes it (segunda-feira to sexta-feira are feminine, sábado and domingo masculine).
 */
const onDay = (day: string) => {
  const first = day.split(',')[0]!.trim()
  return `${first.endsWith('-feira') ? 'na' : first === 'sábado' || first === 'domingo' ? 'no' : 'em'} ${day}`
}

/** "à 01:00", "às 08:00 e 20:00". */
const at = (times: string) => (/^0?1[:.h]/.test(times) ? `à ${times}` : `às ${times}`)

export const portugueseSummaryWords: SummaryWords = {
  title: 'Resumo para o médico',
  forVisit: (doctor, day) =>
    doctor && day
      ? `Para a consulta com ${withArticle(doctor)} ${onDay(day)}`
      : doctor
        ? `Para a consulta com ${withArticle(doctor)}`
        : `Para a consulta ${onDay(day ?? '')}`,
  printedOn: (day) => `Impresso em ${day}`,
  name: 'Nome',
  age: 'Idade',
  ageValue: (years, born) => `${years} anos (data de nascimento: ${born})`,
  doctor: 'Médico',
  notGiven: 'Não informado',
  conditions: 'Problemas de saúde',
  noConditions: 'Nenhum registrado.',
  medications: 'Medicamentos',
  noMedications: 'Nenhum medicamento registrado.',
  medicationColumns: { name: 'Medicamento', dose: 'Dose', when: 'Quando', taken: 'Doses tomadas, últimos 30 dias' },
  schedule: {
    daily: (times) => `Todos os dias ${at(times)}`,
    weekly: (days, times) => `${days.charAt(0).toUpperCase()}${days.slice(1)}, ${at(times)}`,
    interval: (days, times) => `A cada ${days} dias, ${at(times)}`,
    asNeeded: 'Só quando precisar',
  },
  withFood: 'junto com a refeição',
  withoutFood: 'em jejum',
  taken: (percent, taken, due) => `${percent}% (${taken} de ${due})`,
  noDosesDue: 'Nenhuma dose prevista',
  takenHeading: 'Doses tomadas, últimos 30 dias',
  records: 'Histórico médico, últimos 12 meses',
  noRecords: 'Nenhum registro nos últimos 12 meses.',
  recordColumns: { date: 'Data', type: 'Tipo', title: 'Descrição', doctor: 'Médico', status: 'Situação' },
  recordTypes: {
    Appointment: 'Consulta',
    Medication: 'Medicamento',
    'Lab Result': 'Resultado de exame',
    Surgery: 'Cirurgia',
    Hospitalization: 'Internação',
    Vaccination: 'Vacina',
    Other: 'Outro',
  },
  statuses: {
    Completed: 'Concluído',
    Pending: 'Pendente',
    Active: 'Em andamento',
    Normal: 'Normal',
    Abnormal: 'Alterado',
    Cancelled: 'Cancelado',
  },
  appointments: 'Próximos compromissos',
  noAppointments: 'Nenhum na agenda.',
  contacts: 'Contatos de emergência',
  noContacts: 'Nenhum registrado.',
  questions: 'Perguntas para o médico',
  moreQuestions: 'Outras perguntas:',
  partsShared: 'Impresso por um familiar: inclui só as informações que a pessoa compartilha com a família.',
}
