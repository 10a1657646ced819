import type { ExportWords } from '#shared/export/export-words.ts'

export const englishExportWords: ExportWords = {
  title: 'Your data from Sage',
  intro: 'This folder holds everything you keep in Sage, as it was when you downloaded it.',
  files: {
    'profile.json': 'Your account, your profile and your settings.',
    'medical-records.json': 'Your medical history.',
    'medical-fhir.json':
      "Your medical history, medications, doses, appointments and emergency contacts as a FHIR R4 Bundle, a standard that doctors' systems read.",
    'medications.json': 'Your medications, and every dose with what was marked.',
    'doctor-questions.json': 'The questions you kept for the doctor.',
    'emergency-contacts.json': 'Your emergency contacts.',
    'calendar.ics': 'Your calendar; any calendar app can open it.',
    'chats/':
      'Your conversations with Sage: all of them in conversations.json, and each one as a text file you can read.',
    'photos/': 'Your photos, and photos.json with their captions, dates and stories.',
    'recordings/': 'Your voice messages.',
    'family.json': 'Your family links, and what each family member looked at or changed.',
    'check-in.json': 'Your daily check-in.',
    'alerts.json': 'The alerts Sage sent to your family and contacts.',
    'devices.json': "The devices where you allowed Sage's notifications.",
    'support-messages.json': "What you wrote to Sage's support.",
  },
  times: (zone) => `The times in the conversations' text files are ${zone} time; the .json files give times in UTC.`,
  you: 'You',
  sage: 'Sage',
}
