import type { ExportWords } from '#shared/export/export-words.ts'

export const portugueseExportWords: ExportWords = {
  title: 'Seus dados do Sage',
  intro: 'Esta pasta contém tudo o que você guarda no Sage, como estava quando você baixou.',
  files: {
    'profile.json': 'Sua conta, seu perfil e suas configurações.',
    'medical-records.json': 'Seu histórico médico.',
    'medical-fhir.json':
      'Seu histórico médico, medicamentos, doses, consultas e contatos de emergência como um Bundle FHIR R4, um padrão que os sistemas dos médicos leem.',
    'medications.json': 'Seus medicamentos, e cada dose com o que foi marcado.',
    'doctor-questions.json': 'As perguntas que você guardou para o médico.',
    'emergency-contacts.json': 'Seus contatos de emergência.',
    'calendar.ics': 'Sua agenda; qualquer aplicativo de agenda pode abri-la.',
    'chats/':
      'Suas conversas com o Sage: todas em conversations.json, e cada uma como um arquivo de texto que você pode ler.',
    'photos/': 'Suas fotos, e photos.json com legendas, datas e histórias.',
    'recordings/': 'Suas mensagens de voz.',
    'family.json': 'Seus vínculos familiares, e o que cada familiar viu ou mudou.',
    'check-in.json': 'Seu contato diário.',
    'alerts.json': 'Os alertas que o Sage enviou à sua família e aos seus contatos.',
    'devices.json': 'Os aparelhos em que você permitiu as notificações do Sage.',
    'support-messages.json': 'O que você escreveu para o suporte do Sage.',
  },
  times: (zone) =>
    `Os horários nos arquivos de texto das conversas estão no fuso ${zone}; os arquivos .json dão os horários em UTC.`,
  you: 'Você',
  sage: 'Sage',
}
