// Portuguese ways of talking about doses, on folded text (no accents), and Sage's replies about them.

import type { DoseWords } from '#shared/medications/dose-talk.ts'

export const portugueseDoseWords: DoseWords = {
  took: /\b((pronto|feito|certo|ok|beleza),? )?((eu )?(ja )?(o |a |os |as )?tomei(-(o|a|os|as))?( sim( senhora| senhor)?)?( (hoje|agora|agorinha|cedo|de manha|a tarde|a noite|ha pouco))*|ja (esta|estao) tomad[oa]s?|acabei de (o |a |os |as )?toma(r|-lo|-la|-los|-las))\b/,
  // Also yesterday's, one taken by mistake, "tomei a pressão", and "tome" (take!, never "I took").
  notTaken:
    /\b(nao (o |a |os |as )?(tomei|tomou)|nem (o |a |os |as )?tomei|ainda nao|esqueci|me esqueci|esqueci-me|nao lembro|nao me lembro|nao sei se|nao tenho certeza|devo tomar|tenho que tomar|preciso tomar|quando (eu )?tomo|nunca tomei|tome|ontem|anteontem|por engano|errad[oa]|duas vezes|(um|uma|dois|duas|comprimidos?|remedios?|tomei) a mais|tomei a (minha )?(pressao|temperatura|glicose))\b/,
  asked:
    /(\b(eu )?(ja )?tomei (o |a |os |as |meu |minha |meus |minhas )?(remedios?|comprimidos?|medicamentos?|pilulas?)[^.!?]*\?|\b(eu )?(ja )?(o |a |os |as )?tomei\s*\?|\bque (remedios?|comprimidos?|medicamentos?) (eu )?(ja )?tomei|\bsera que (eu )?(ja )?(o |a |os |as )?tomei|\b(sabe|pode ver|pode conferir|pode me dizer) se (eu )?(ja )?(o |a |os |as )?tomei)/,
  all: /^(?!.*\b(nem|nao) (todos|todas|os dois|as duas|ambos|ambas|tudo)\b).*\b(todos|todas|os dois|as duas|ambos|ambas|tudo)\b/,
  yes: /^(sim|ja|claro|isso|exato|tomei sim|sim,? tomei|e isso)\b/,
  general:
    /\b(remedi(nh)?os?|comprimidos?|pilulas?|medicamentos?|medicac(ao|oes)|capsulas?|dose|vitaminas?|insulina|gotas)\b/,
  object:
    /\b((o|a|os|as) tomei|tomei-(o|a|os|as)|tomei (os dois|as duas|todos|todas|ambos|ambas|tudo|tudinho)|tomei (o meu|a minha|os meus|as minhas)(?= *[.,!]|$))\b/,
  replies: {
    marked: (doses) => `Muito bem. Marquei ${doses} como tomado.`,
    which: (doses) => `Qual você tomou: ${doses}? Também pode dizer "todos".`,
    early: (dose) => `Agora não há nenhum remédio na hora. O próximo é ${dose}. Você já tomou esse antes da hora?`,
    nothingWaiting: 'Agora não há nenhum remédio na hora, e hoje não há mais doses.',
    noMedications:
      'Ainda não tenho os seus remédios. Você pode adicioná-los em Configurações, Medicamentos, e eu vou lembrar você na hora certa.',
    status: ({ taken, waiting, missed }) =>
      [
        taken ? `Hoje você tomou ${taken}.` : 'Hoje você ainda não marcou nenhum remédio como tomado.',
        waiting ? `Ainda falta tomar: ${waiting}.` : '',
        missed ? `Não marcados a tempo: ${missed}.` : '',
      ]
        .filter(Boolean)
        .join(' '),
    noneToday: 'Hoje você não tem remédios para tomar.',
  },
}
