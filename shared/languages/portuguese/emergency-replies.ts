// Portuguese words of an emergency reply.

import type { EmergencyWords } from '#shared/chat/emergency-replies.ts'

export const portugueseEmergencyReplies: EmergencyWords = {
  services: 'Serviços de emergência',
  callNow: (number) => `Ligue agora mesmo para os serviços de emergência: ${number}.`,
  callContacts: (list) => `Depois ligue para os seus contatos de emergência: ${list}.`,
  advice: {
    fall: 'Se sentir dor, não tente se levantar; fique onde está e cubra-se com algo quente.',
    chest: 'Sente-se e descanse; mastigue uma aspirina só se um médico disse que pode.',
    breathing: 'Sente-se com as costas retas e respire devagar.',
    stroke: 'Anote a hora em que os sinais começaram; isso ajuda os médicos.',
    'self-harm': 'Fique na linha com alguém que possa ajudar.',
    bleeding: 'Pressione a ferida com firmeza usando um pano limpo e não pare de pressionar.',
    overdose: 'Guarde as caixas dos remédios para mostrar à ambulância e não tome mais nada.',
    unconscious: 'Se sentir que vai desmaiar, sente-se ou deite-se e mantenha o telefone por perto.',
    other: 'Fique onde está e mantenha o telefone por perto.',
  },
  adviceOther: {
    fall: 'Se a pessoa se machucou, fique com ela e não tente levantá-la; mantenha-a aquecida.',
    chest: 'Ajude a pessoa a sentar-se e descansar, e fique com ela.',
    breathing: 'Ajude a pessoa a sentar-se com as costas retas, afrouxe as roupas apertadas e fique com ela.',
    stroke: 'Anote a hora em que os sinais começaram e fique com a pessoa; isso ajuda os médicos.',
    'self-harm': 'Fique com a pessoa e afaste tudo com que ela possa se machucar.',
    bleeding: 'Pressione a ferida com firmeza usando um pano limpo e não pare de pressionar.',
    overdose: 'Fique com a pessoa e guarde as caixas dos remédios para mostrar à ambulância.',
    unconscious: 'Verifique se a pessoa está respirando e fique ao lado dela.',
    other: 'Fique com a pessoa e mantenha o telefone por perto.',
  },
  comfort: 'Sinto muito que você esteja se sentindo assim. Você não está sozinho(a), e você importa.',
  crisisLine: (line) => `Você também pode ligar para uma linha de apoio, a qualquer hora: ${line}.`,
  crisisLabel: 'Linha de apoio',
  call: (name) => `Ligar para ${name}`,
}
