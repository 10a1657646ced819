import type { ExportWords } from '#shared/export/export-words.ts'

export const germanExportWords: ExportWords = {
  title: 'Ihre Daten aus Sage',
  intro: 'Dieser Ordner enthält alles, was Sie in Sage aufbewahren, so wie es beim Herunterladen war.',
  files: {
    'profile.json': 'Ihr Konto, Ihr Profil und Ihre Einstellungen.',
    'medical-records.json': 'Ihre Krankengeschichte.',
    'medical-fhir.json':
      'Ihre Krankengeschichte, Medikamente, Einnahmen, Termine und Notfallkontakte als FHIR-R4-Bundle, ein Standard, den die Systeme von Arztpraxen lesen.',
    'medications.json': 'Ihre Medikamente und jede Einnahme mit dem, was vermerkt wurde.',
    'doctor-questions.json': 'Die Fragen, die Sie für den Arzt notiert haben.',
    'emergency-contacts.json': 'Ihre Notfallkontakte.',
    'calendar.ics': 'Ihr Kalender; jede Kalender-App kann ihn öffnen.',
    'chats/': 'Ihre Gespräche mit Sage: alle in conversations.json und jedes als Textdatei zum Lesen.',
    'photos/': 'Ihre Fotos und photos.json mit Bildunterschriften, Daten und Geschichten.',
    'recordings/': 'Ihre Sprachnachrichten.',
    'family.json': 'Ihre Familienverbindungen und was jedes Familienmitglied angesehen oder geändert hat.',
    'check-in.json': 'Ihre tägliche Nachfrage.',
    'alerts.json': 'Die Benachrichtigungen, die Sage an Ihre Familie und Kontakte geschickt hat.',
    'devices.json': 'Die Geräte, auf denen Sie Mitteilungen von Sage erlaubt haben.',
    'support-messages.json': 'Was Sie an den Sage-Support geschrieben haben.',
  },
  times: (zone) =>
    `Die Uhrzeiten in den Textdateien der Gespräche sind Zeit der Zone ${zone}; die .json-Dateien geben Uhrzeiten in UTC an.`,
  you: 'Sie',
  sage: 'Sage',
}
