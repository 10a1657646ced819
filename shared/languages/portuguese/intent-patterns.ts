// Portuguese phrasings of what a message asks the built-in Sage, on folded text.

import type { IntentPatterns } from '#shared/chat/builtin/intent-patterns.ts'

export const portugueseIntentPatterns: IntentPatterns = {
  lonely: /\b((me sinto|estou|sinto-me) (muito |tao )?(sozinh[oa]|so)|solidao|saudade|ninguem para conversar)\b/,
  medications: /\b(medicament\w*|remedios?|comprimidos?|pilulas?|receitas?)\b/,
  conditions:
    /\b(doencas?|condicao|condicoes|diagnosticos?|historico medico|problemas de saude|enfermidades?|minha saude)\b/,
  doctor: /\b(medic[oa]s?|doutora?|dra?)\b/,
  'emergency-contacts': /\b(emergencias?|contatos?|contactos?|para quem (posso )?ligar)\b/,
  appointments: /\b(consultas?|compromissos?|agenda|calendario|marcacao|proxim[oa]s? (eventos?|visitas?))\b/,
  photos: /\b(fotos?|fotografias?|imagem|imagens|galeria|album)\b/,
  capabilities:
    /\b(o que (voce |tu )?(pode|podes|sabe|sabes) fazer|quem (e|es) (voce|tu)|como (voce )?(pode|podes) me ajudar|me ajude|ajuda)\b/,
  'something-nice':
    /\b(algo (bonito|bom|legal|positivo|agradavel|alegre)|me anime|me alegre|boas noticias|me faca sorrir|me faz sorrir)\b/,
  'how-are-you': /\b(como (voce )?(esta|vai)|como estas|tudo bem|tudo bom)\b/,
  thanks: /\b(obrigad[oa]|valeu|agradeco)\b/,
  greeting: /\b(ola|oi|bom dia|boa tarde|boa noite)\b/,
  goodbye: /\b(tchau|adeus|ate (logo|amanha|mais|breve)|falou)\b/,
  confused:
    /\b(estou (muito |um pouco |meio |toda |todo )?(confus[ao]|assustad[ao]|perdid[ao]|desorientad[ao])|sinto-me (confus[ao]|perdid[ao])|tenho medo|nao sei onde estou|nao me lembro (do que|de onde|porque|por que|como))\b/,
  clock:
    /\b(que (dia|horas?|data)|em que (dia|mes|ano) estamos|a data|as horas|a hora|dia de hoje|dia da semana|hoje e (segunda|terca|quarta|quinta|sexta|sabado|domingo))\b/,
  joke: /\b(piadas?|anedotas?|algo engracado|coisa engracada|me faz rir|me faca rir|faca-me rir|uma adivinha)\b/,
  saying: /\b(ditados?|proverbios?|frases? celebres?|citac(ao|oes)|um dito)\b/,
  story: /\b(uma (historia|historinha|fabula)|um conto|conte-me (uma historia|algo)|me conta (uma historia|algo))\b/,
  memory:
    /\b(lembrancas?|recordacoes|memorias|velhos tempos|quando eu era (jovem|pequen[ao]|crianca|menin[ao])|da minha (vida|infancia|juventude))\b/,
}
