import type { SummaryWords } from '#shared/summary/summary-words.ts'

/** "le docteur Martin", "la docteure Dupont": a title takes its article; a name said without one stays as it is. */
const withArticle = (doctor: string) =>
  /^(?:dre\.?|docteure|doctoresse)(?:\s|$)/iu.test(doctor)
    ? `la ${doctor}`
    : /^(?:dr\.?|docteur)(?:\s|$)/iu.test(doctor)
      ? `le ${doctor}`
      : doctor

export const frenchSummaryWords: SummaryWords = {
  title: 'Résumé pour le médecin',
  forVisit: (doctor, day) =>
    doctor && day
      ? `Pour la consultation du ${day} avec ${withArticle(doctor)}`
      : doctor
        ? `Pour la consultation avec ${withArticle(doctor)}`
        : `Pour la consultation du ${day}`,
  printedOn: (day) => `Imprimé le ${day}`,
  name: 'Nom',
  age: 'Âge',
  ageValue: (years, born) => `${years} ans (date de naissance : ${born})`,
  doctor: 'Médecin traitant',
  notGiven: 'Non renseigné',
  conditions: 'Problèmes de santé',
  noConditions: 'Aucun noté.',
  medications: 'Médicaments',
  noMedications: 'Aucun médicament noté.',
  medicationColumns: { name: 'Médicament', dose: 'Dose', when: 'Quand', taken: 'Prises, 30 derniers jours' },
  schedule: {
    daily: (times) => `Tous les jours à ${times}`,
    weekly: (days, times) => `Chaque ${days} à ${times}`,
    interval: (days, times) => `Tous les ${days} jours à ${times}`,
    asNeeded: 'Seulement en cas de besoin',
  },
  withFood: 'pendant le repas',
  withoutFood: 'à jeun',
  taken: (percent, taken, due) => `${percent} % (${taken} sur ${due})`,
  noDosesDue: 'Aucune prise prévue',
  takenHeading: 'Prises, 30 derniers jours',
  records: 'Dossier médical, 12 derniers mois',
  noRecords: 'Rien dans les 12 derniers mois.',
  recordColumns: { date: 'Date', type: 'Type', title: 'Intitulé', doctor: 'Médecin', status: 'Statut' },
  recordTypes: {
    Appointment: 'Rendez-vous',
    Medication: 'Médicament',
    'Lab Result': 'Résultat d’analyse',
    Surgery: 'Opération',
    Hospitalization: 'Hospitalisation',
    Vaccination: 'Vaccination',
    Other: 'Autre',
  },
  statuses: {
    Completed: 'Terminé',
    Pending: 'En attente',
    Active: 'En cours',
    Normal: 'Normal',
    Abnormal: 'Anormal',
    Cancelled: 'Annulé',
  },
  appointments: 'Prochains rendez-vous',
  noAppointments: 'Aucun dans le calendrier.',
  contacts: 'Contacts d’urgence',
  noContacts: 'Aucun noté.',
  questions: 'Questions pour le médecin',
  moreQuestions: 'Autres questions :',
  partsShared: 'Imprimé par un proche : seules les informations que la personne partage avec sa famille y figurent.',
}
