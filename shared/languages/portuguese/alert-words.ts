// Portuguese words of the mails and pages a contact sees about alerts.

import type { AlertWords } from '#shared/safety/alert-words.ts'

export const portugueseAlertWords: AlertWords = {
  consentSubject: (p) => `${p} gostaria que você soubesse se precisar de ajuda`,
  consentBody: (p) =>
    `${p} usa o Sage, um aplicativo de companhia. Gostaria que o Sage lhe escrevesse se alguma mensagem indicar que pode precisar de ajuda, como uma queda ou dor no peito. O Sage também lhe escreverá se não tomar um medicamento importante ou não responder ao contacto diário. Para aceitar, abra este link:`,
  consentAfter:
    'Você pode parar estes e-mails quando quiser pelo link em cada um. Se não aceitar, ignore este e-mail: não receberá nenhum.',
  alertSubject: (p) => `${p} pode precisar de ajuda`,
  alertBody: (p, when, message) =>
    `${p} escreveu ao Sage às ${when}:\n\n"${message}"\n\nO Sage disse para ligar para os serviços de emergência.`,
  missedDoseSubject: (p, medication) => `${p} não tomou ${medication}`,
  missedDoseBody: (p, medication, when) =>
    `${p} não marcou no Sage como tomada a dose de ${medication} das ${when}, e não respondeu a dois lembretes. Pode não ser nada, mas vale a pena verificar.`,
  checkInSubject: (p) => `${p} não deu notícias ao Sage hoje`,
  checkInBody: (p, lastHeard) =>
    `${p} pediu ao Sage que avisasse se não desse notícias até à hora habitual. O Sage não teve notícias hoje, e um lembrete ficou sem resposta.${lastHeard ? ` Últimas notícias: ${lastHeard}.` : ''}`,
  okLine: (p) => `Se falar com ${p} e estiver tudo bem, avise o Sage com este link:`,
  callThem: (p, phone) =>
    `Ligue agora para ${p}${phone ? ` no ${phone}` : ''}. Se não conseguir falar, ligue para os serviços de emergência de onde a pessoa mora.`,
  notAnApp: 'O Sage é um aplicativo: não pode enviar ajuda sozinho.',
  stopLine: 'Para parar estes avisos, abra este link:',
  familyLine: (p) =>
    `Você recebe isto porque ${p} compartilha os avisos com você no Sage. Para parar, abra o Sage: Configurações > Família.`,
  fineSubject: (p) => `${p} diz que está bem agora`,
  fineBody: (p, when) => `${p} disse ao Sage às ${when} que está bem agora.`,
  confirmTitle: (p) => `O Sage deve avisar você se ${p} precisar de ajuda?`,
  confirmButton: 'Sim, me avise',
  confirmed: (p) => `Obrigado. O Sage vai escrever para você se ${p} puder precisar de ajuda.`,
  stopTitle: (p) => `Parar os avisos sobre ${p}?`,
  stopButton: 'Parar os avisos',
  stopped: (p) => `Pronto. Você não receberá mais avisos sobre ${p}.`,
  badLink: 'Este link não funciona mais. Talvez um mais recente tenha sido enviado.',
  signature: 'Com carinho,\nSage',
}
