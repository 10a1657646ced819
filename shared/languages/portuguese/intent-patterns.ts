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
}
