// Portuguese words the safety net says besides the emergency reply.

import type { SafetyWords } from '#shared/safety/replies.ts'

export const portugueseSafetyReplies: SafetyWords = {
  askHurt: 'Você está machucado(a) agora?',
  yes: 'Sim',
  no: 'Não',
  notHurt: 'Que bom que você não se machucou. Estou aqui se algo mudar; é só me dizer.',
  doseQuestion:
    'Não posso orientar com segurança sobre doses ou sobre misturar remédios. Pergunte ao seu médico ou farmacêutico antes de tomar.',
  askDoctor: (doctor) => `Você pode ligar para ${doctor}.`,
  scamWarning:
    'Isso tem os sinais de um golpe. Não pague, não compre cartões-presente, não envie dinheiro e não passe nenhum código. Desligue e ligue você mesmo para o seu familiar ou para o seu banco num número que você já conhece. Uma palavra-código da família ajuda a saber quem está ligando de verdade.',
  imFine: 'Estou bem',
  fineCancelled: 'Que bom que você está bem. Não vou enviar o aviso.',
  fineTold: (names) => `Que bom que você está bem. Já avisei ${names} que você está bem.`,
}
