import type { ExportWords } from '#shared/export/export-words.ts'

export const italianExportWords: ExportWords = {
  title: 'I Suoi dati di Sage',
  intro: 'Questa cartella contiene tutto ciò che conserva in Sage, così com’era quando l’ha scaricato.',
  files: {
    'profile.json': 'Il Suo account, il Suo profilo e le Sue impostazioni.',
    'medical-records.json': 'La Sua storia clinica.',
    'medical-fhir.json':
      'La Sua storia clinica, i farmaci, le assunzioni, gli appuntamenti e i contatti di emergenza come Bundle FHIR R4, uno standard che i sistemi dei medici sanno leggere.',
    'medications.json': 'I Suoi farmaci, e ogni assunzione con ciò che è stato segnato.',
    'doctor-questions.json': 'Le domande che ha conservato per il medico.',
    'emergency-contacts.json': 'I Suoi contatti di emergenza.',
    'calendar.ics': 'Il Suo calendario; qualsiasi app di calendario può aprirlo.',
    'chats/': 'Le Sue conversazioni con Sage: tutte in conversations.json, e ognuna come file di testo da leggere.',
    'photos/': 'Le Sue foto, e photos.json con didascalie, date e storie.',
    'recordings/': 'I Suoi messaggi vocali.',
    'family.json': 'I Suoi legami familiari, e ciò che ogni familiare ha consultato o modificato.',
    'check-in.json': 'Il Suo controllo quotidiano.',
    'alerts.json': 'Gli avvisi che Sage ha inviato alla Sua famiglia e ai Suoi contatti.',
    'devices.json': 'I dispositivi su cui ha permesso le notifiche di Sage.',
    'support-messages.json': 'Ciò che ha scritto all’assistenza di Sage.',
  },
  times: (zone) =>
    `Gli orari nei file di testo delle conversazioni sono nel fuso ${zone}; i file .json danno gli orari in UTC.`,
  you: 'Lei',
  sage: 'Sage',
}
