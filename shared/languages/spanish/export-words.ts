import type { ExportWords } from '#shared/export/export-words.ts'

export const spanishExportWords: ExportWords = {
  title: 'Sus datos de Sage',
  intro: 'Esta carpeta contiene todo lo que guarda en Sage, tal como estaba cuando lo descargó.',
  files: {
    'profile.json': 'Su cuenta, su perfil y sus ajustes.',
    'medical-records.json': 'Su historial médico.',
    'medical-fhir.json':
      'Su historial médico, medicamentos, tomas, citas y contactos de emergencia como un paquete FHIR R4, un estándar que leen los sistemas de los médicos.',
    'medications.json': 'Sus medicamentos, y cada toma con lo que se marcó.',
    'doctor-questions.json': 'Las preguntas que guardó para el médico.',
    'emergency-contacts.json': 'Sus contactos de emergencia.',
    'calendar.ics': 'Su calendario; cualquier aplicación de calendario puede abrirlo.',
    'chats/':
      'Sus conversaciones con Sage: todas en conversations.json, y cada una como un archivo de texto que puede leer.',
    'photos/': 'Sus fotos, y photos.json con sus descripciones, fechas e historias.',
    'recordings/': 'Sus mensajes de voz.',
    'family.json': 'Sus vínculos familiares, y lo que cada familiar consultó o cambió.',
    'check-in.json': 'Su control diario.',
    'alerts.json': 'Los avisos que Sage envió a su familia y contactos.',
    'devices.json': 'Los dispositivos donde permitió las notificaciones de Sage.',
    'support-messages.json': 'Lo que escribió al servicio de ayuda de Sage.',
  },
  times: (zone) =>
    `Las horas de los archivos de texto de las conversaciones son de la zona ${zone}; los archivos .json dan las horas en UTC.`,
  you: 'Usted',
  sage: 'Sage',
}
