// Spanish patterns of questions about the world as it is now (news, weather, opening hours).

import type { CurrentInfoPatterns } from '#shared/chat/current-info-patterns.ts'

export const spanishCurrentInfoPatterns: CurrentInfoPatterns = {
  asks: [
    /[?¿]/u,
    /^(?:(?:y|oye|sage|por favor),? )?(?:a que hora|que|quien|quienes|cuando|donde|cual|cuales|como|cuanto|cuanta|cuantos|cuantas|hay|habra|va a|esta|estan|sabes|sabe|puedes|puede)\b/u,
    /\b(?:dime|digame|cuentame|cuenteme|busca|busque|averigua|quiero saber|me gustaria saber|quisiera saber)\b/u,
  ],
  weather: [
    /\b(?:el tiempo|clima|pronostico|temperatura|paraguas)\b/u,
    /\b(?:que|como) tiempo\b|\btiempo (?:hace|hara)\b/u,
    /\bva a (?:llover|nevar|hacer (?:frio|calor))\b|\b(?:esta lloviendo|esta nevando|llovera|nevara)\b/u,
  ],
  world: [
    /\b(?:noticias|titulares|actualidad|trafico|elecciones)\b/u,
    /\b(?:marcador|resultados?|quien gano|quien va ganando|clasificacion|partido de)\b/u,
    /\b(?:precios?|cuanto cuesta|cuanto cuestan|cuanto vale|cuanto valen|tipo de cambio|la bolsa)\b/u,
    /\bhorarios?\b|\ba que hora (?:abre|cierra|abren|cierran)\b/u,
    /\b(?:esta|estan) (?:abiert|cerrad)[oa]s?\b|\b(?:abre|abren|abiert[oa]s?) (?:hoy|ahora|manana|el domingo)\b/u,
    /\b(?:que pasa|que esta pasando|que hay de nuevo|que hay|que ocurre)\b.*\b(?:hoy|esta noche|manana|esta semana|este fin de semana|ahora|en el mundo|en la ciudad|en el pueblo|cerca)\b/u,
    /\b(?:ultimas noticias|lo ultimo|ultima hora|ultimos resultados|mas reciente)\b/u,
    /\b(?:conciertos?|festival(?:es)?|eventos?|exposicion(?:es)?|ferias?)\b/u,
  ],
  now: [
    /\b(?:hoy|esta noche|manana|ahora|en este momento|actualmente|esta semana|este fin de semana|este mes|ayer|anoche)\b/u,
  ],
  own: [
    /\bmis? (?!(?:ciudad|pueblo|barrio|zona|pais|region|calle|equipo|casa|me|te|se|lo|la|le)\b)[a-z]/u,
    /\b(?:medicamentos?|medicinas?|pastillas?|citas?|recetas?|recordatorios?|calendario|agenda)\b/u,
    /\b(?:tengo|debo|tomo|me toca)\b/u,
  ],
  personal: [
    /\b(?:yo|me|mi|mis|nos|nosotros|tu|te|usted|ustedes|tengo|debo|hago|tomo|necesito|voy|puedo|estoy|soy|estas|eres)\b/u,
    /\bcomo (?:esta|estas|te va|le va)\b|\bque tal\b/u,
  ],
}
