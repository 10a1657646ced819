import type { ExportWords } from '#shared/export/export-words.ts'

export const frenchExportWords: ExportWords = {
  title: 'Vos données de Sage',
  intro: 'Ce dossier contient tout ce que vous gardez dans Sage, tel que c’était au moment du téléchargement.',
  files: {
    'profile.json': 'Votre compte, votre profil et vos réglages.',
    'medical-records.json': 'Votre dossier médical.',
    'medical-fhir.json':
      'Votre dossier médical, vos médicaments, vos prises, vos rendez-vous et vos contacts d’urgence sous forme de Bundle FHIR R4, une norme que lisent les logiciels des médecins.',
    'medications.json': 'Vos médicaments, et chaque prise avec ce qui a été noté.',
    'doctor-questions.json': 'Les questions que vous avez gardées pour le médecin.',
    'emergency-contacts.json': 'Vos contacts d’urgence.',
    'calendar.ics': 'Votre agenda ; toute application d’agenda peut l’ouvrir.',
    'chats/':
      'Vos conversations avec Sage : toutes dans conversations.json, et chacune dans un fichier texte que vous pouvez lire.',
    'photos/': 'Vos photos, et photos.json avec leurs légendes, leurs dates et leurs histoires.',
    'recordings/': 'Vos messages vocaux.',
    'family.json': 'Vos liens familiaux, et ce que chaque proche a consulté ou modifié.',
    'check-in.json': 'Votre prise de nouvelles quotidienne.',
    'alerts.json': 'Les alertes que Sage a envoyées à votre famille et à vos contacts.',
    'devices.json': 'Les appareils sur lesquels vous avez autorisé les notifications de Sage.',
    'support-messages.json': 'Ce que vous avez écrit à l’assistance de Sage.',
  },
  times: (zone) =>
    `Les heures des fichiers texte des conversations sont à l’heure de ${zone} ; les fichiers .json donnent les heures en UTC.`,
  you: 'Vous',
  sage: 'Sage',
}
