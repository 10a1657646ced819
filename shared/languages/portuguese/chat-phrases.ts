// Portuguese sentences of the built-in Sage, in the formal and the casual register.

import { joinList, latinContact, type Phrasebook } from '#shared/chat/builtin/phrasebook.ts'

/** Portuguese sentences; both registers use você, and the formal one leaves out casual words such as "Oi". */
export function portugueseChatPhrases(formal: boolean): Phrasebook {
  const v = (formalText: string, casualText: string) => (formal ? formalText : casualText)
  const named = (name?: string) => (name ? `, ${name}` : '')
  return {
    gap: ' ',
    list: (items) => joinList(items, ', ', ' e '),
    greeting: (name) => `${v('Olá', 'Oi')}${named(name)}!`,
    greetingAsk: 'Como posso ajudar você hoje?',
    greetingWarm: 'Que bom ter notícias suas.',
    capabilitiesIntro: 'Eu sou a Sage, a assistente que vem com este aplicativo.',
    capabilities: (topics) => `Posso falar sobre ${topics}, e fazer companhia para uma conversa.`,
    languageSwitched: 'Claro, a partir de agora vou falar em português.',
    capabilitiesLanguages: 'Se preferir outro idioma, é só pedir.',
    topics:
      'seus medicamentos, suas condições de saúde, seu médico, seus contatos de emergência, suas próximas consultas e suas fotos',
    howAreYou: [
      'Estou muito bem, obrigada por perguntar.',
      'Estou bem, e ainda melhor agora que estamos conversando.',
      'Muito bem, obrigada; é sempre bom conversar com você.',
    ],
    howAreYouAsk: 'E você, como está se sentindo hoje?',
    somethingNice: [
      'Cada dia traz uma nova chance de sorrir, e você merece todas elas.',
      'Agora mesmo, alguém está pensando em você com carinho.',
      'Tudo o que você aprendeu ao longo da vida é um presente para quem está ao seu redor.',
      'Uma xícara de chá, um pouco de sol e uma palavra gentil podem alegrar um dia inteiro.',
    ],
    somethingNiceMore: 'Espero que isso traga um sorriso para você.',
    lonely: [
      'Sinto muito que você esteja se sentindo assim; estou aqui com você.',
      'A solidão é difícil, e fico feliz que você tenha me contado.',
      'Que bom que você me escreveu; agora mesmo você não está sem companhia.',
    ],
    lonelyCall: (name) => `Talvez você possa ligar para ${name}; uma voz conhecida faz muito bem.`,
    lonelyMore: 'Posso continuar conversando com você pelo tempo que quiser.',
    thanks: (name) => `De nada${named(name)}.`,
    thanksMore: 'Fico sempre feliz em ajudar.',
    goodbye: (name) => `${v('Até logo', 'Tchau')}${named(name)}.`,
    goodbyeMore: 'Cuide-se bem, e volte quando quiser.',
    medications: (list) => `Seus medicamentos são: ${list}.`,
    conditions: (list) => `Suas condições de saúde registradas são: ${list}.`,
    doctor: (name) => `Seu médico é ${name}.`,
    doctorPhone: (phone) => `O telefone do seu médico é ${phone}.`,
    contacts: (list) => `Seus contatos de emergência são: ${list}.`,
    contact: latinContact,
    appointments: (list) => `Suas próximas consultas: ${list}.`,
    appointment: (title, when) => `${title}, ${when}`,
    photos: (count) => `Você tem ${count} ${count === 1 ? 'foto' : 'fotos'} na sua galeria.`,
    missing: {
      medications: 'Ainda não tenho medicamentos salvos para você.',
      conditions: 'Ainda não tenho condições de saúde salvas para você.',
      doctor: 'Ainda não tenho os dados do seu médico.',
      doctorPhone: 'Ainda não tenho o telefone do seu médico.',
      contacts: 'Você ainda não tem contatos de emergência salvos.',
      appointments: 'Não vejo consultas marcadas na sua agenda.',
      photos: 'Ainda não há fotos na sua galeria.',
    },
    whereToAdd: {
      medications: 'Você pode adicioná-los em Configurações > Perfil.',
      conditions: 'Você pode adicioná-las em Configurações > Perfil ou em Histórico médico.',
      doctor: 'Você pode adicioná-los em Configurações > Perfil.',
      doctorPhone: 'Você pode adicioná-lo em Configurações > Perfil.',
      contacts: 'Você pode adicioná-los em Configurações > Contatos de emergência.',
      appointments:
        'Você pode adicionar uma no calendário, ou simplesmente me dizer, por exemplo: dentista na terça às 10.',
      photos: 'Você pode adicionar algumas na Galeria de fotos.',
    },
    dataMore: 'Posso ajudar com mais alguma coisa?',
    unknown: (topics) =>
      `Eu sou a Sage integrada, então só posso ajudar com algumas coisas: ${topics}, e uma conversa amigável.`,
    hosted: 'Quando sua família configurar um modelo de IA online, ele poderá responder perguntas gerais.',
    unknownMore: 'Quer me perguntar sobre algum desses assuntos?',
    clock: (day, time) => `Hoje é ${day}, e ${/^1\D/.test(time) ? 'é' : 'são'} ${time}.`,
    confused: [
      'Está tudo bem: você está em segurança, e eu estou aqui com você.',
      'Vamos respirar devagar, juntos; não há pressa.',
    ],
    pastimeMore: 'Quer ouvir outra?',
    memoryMore: 'Eu adoraria ouvir essa lembrança, quando quiser.',
    callNumber: (name, phone) => `O número de ${name} é ${phone}. Toque no botão abaixo para ligar.`,
    callNoNumber: (name) =>
      `Ainda não tenho o número de ${name}. Você pode adicioná-lo em Configurações > Contatos de emergência.`,
    callWho: (names) => `Para quem gostaria de ligar? Tenho os números de ${names}.`,
    callNobody: 'Ainda não tenho nenhum número. Você pode adicionar pessoas em Configurações > Contatos de emergência.',
    displayChanged: {
      bigger: 'Pronto: as letras estão maiores. Para desfazer, diga “letras menores” ou vá em Configurações > Tela.',
      smaller: 'Pronto: as letras estão menores. Para desfazer, diga “letras maiores” ou vá em Configurações > Tela.',
      contrastOn:
        'Pronto: o alto contraste está ligado. Para desligar, diga “desligar o contraste” ou vá em Configurações > Tela.',
      contrastOff: 'Pronto: o alto contraste está desligado. Para ligar de novo, diga “ligar o alto contraste”.',
      buttonsOn: 'Pronto: os botões estão maiores. Para desfazer, vá em Configurações > Tela.',
      buttonsOff: 'Pronto: os botões voltaram ao tamanho normal.',
    },
    historyAsked: (day, quoted) =>
      `${day === 'yesterday' ? 'Ontem' : 'Hoje, mais cedo,'} você me perguntou: ${quoted}.`,
    historyNone: (day) =>
      `${day === 'yesterday' ? 'Ontem não conversamos' : 'Hoje ainda não tínhamos conversado'}. Sobre o que você gostaria de falar?`,
    photoShown: (caption) => `Aqui está: “${caption}”. Quem está com você nesta foto?`,
    photoShownDated: (date) => `Aqui está uma foto de ${date}. Quem está com você nesta foto?`,
    photoNotFound:
      'Não encontrei nenhuma foto assim. As legendas me ajudam a encontrá-las; você pode ver todas as suas fotos na Galeria de fotos.',
    storyKept: (story) => `Obrigada por me contar. Guardei isso com a foto: “${story}”.`,
    quote: (text) => `“${text}”`,
    cannot: ['Sinto muito, isso eu não consigo fazer aqui.', 'Infelizmente, com isso eu não posso ajudar.'],
    canInstead:
      'Posso dizer a data e a hora, ligar para alguém querido, contar uma piada ou uma história, ou aumentar as letras.',
  }
}
