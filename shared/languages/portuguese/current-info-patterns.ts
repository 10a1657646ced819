// Portuguese patterns of questions about the world as it is now (news, weather, opening hours).

import type { CurrentInfoPatterns } from '#shared/chat/current-info-patterns.ts'

export const portugueseCurrentInfoPatterns: CurrentInfoPatterns = {
  asks: [
    /[?]/u,
    /^(?:(?:e|entao|olha|sage),? )?(?:a que horas|o que|que|quem|quando|onde|qual|quais|como|quanto|quanta|quantos|quantas|ha|vai|esta|estao|tem|sabe|pode|voce sabe)\b/u,
    /\b(?:me diga|diga-me|me conte|conte-me|me fala|procure|pesquise|quero saber|gostaria de saber|voce sabe)\b/u,
  ],
  weather: [
    /\b(?:o tempo|clima|previsao|temperatura|guarda-chuva)\b|\bque tempo\b/u,
    /\bvai (?:chover|nevar|fazer (?:frio|calor))\b|\b(?:esta chovendo|esta nevando|chovera)\b/u,
  ],
  world: [
    /\b(?:noticias|manchetes|novidades|atualidades|transito|engarrafamento|eleic(?:ao|oes))\b/u,
    /\b(?:placar|resultados?|quem ganhou|quem esta ganhando|quem joga|classificacao|o jogo)\b/u,
    /\b(?:precos?|quanto custa|quanto custam|cotacao|cambio|a bolsa)\b/u,
    /\bhorarios?\b|\b(?:a que horas|que horas) (?:abre|fecha|abrem|fecham)\b/u,
    /\b(?:esta|estao) (?:abert|fechad)[oa]s?\b|\b(?:abert|fechad)[oa]s? (?:hoje|agora|amanha|no domingo)\b/u,
    /\b(?:acontecendo|acontece|o que ha de novo|o que tem)\b.*\b(?:hoje|amanha|esta semana|este fim de semana|agora|no mundo|na cidade|perto)\b/u,
    /\b(?:ultimas noticias|as ultimas|ultima hora|mais recente)\b/u,
    /\b(?:shows?|concertos?|festival|festivais|eventos?|exposic(?:ao|oes)|feiras?)\b/u,
  ],
  now: [/\b(?:hoje|esta noite|amanha|agora|neste momento|atualmente|esta semana|este fim de semana|este mes|ontem)\b/u],
  own: [
    /\b(?:meu|minha|meus|minhas) (?!(?:cidade|bairro|regiao|pais|rua|time|equipe|casa|zona)\b)[a-z]/u,
    /\b(?:remedios?|medicamentos?|comprimidos?|pilulas?|consultas?|receitas?|lembretes?|agenda|calendario)\b/u,
    /\b(?:tenho|devo|tomo)\b/u,
  ],
  personal: [
    /\b(?:eu|me|mim|meu|minha|meus|minhas|voce|tu|te|tenho|devo|estou|vou)\b/u,
    /\b(?:como vai|como esta|tudo bem)\b/u,
  ],
}
