// Spanish phrasings of what a message asks the built-in Sage, on folded text.

import type { IntentPatterns } from '#shared/chat/builtin/intent-patterns.ts'

export const spanishIntentPatterns: IntentPatterns = {
  lonely:
    /\b(me siento (muy |tan )?sol[oa]|estoy (muy |tan )?sol[oa]|soledad|nadie con quien|echo de menos|extrano a|aislad[oa])\b/,
  medications: /\b(medicamentos?|medicinas?|pastillas?|remedios?|recetas?|farmacos?)\b/,
  conditions:
    /\b(condicion(es)?|enfermedad(es)?|diagnosticos?|padecimientos?|historial medico|que padezco|problemas de salud|mi salud)\b/,
  doctor: /\b(doctora?|medic[oa]s?|dra?)\b/,
  'emergency-contacts': /\b(emergencias?|contactos?|a quien (puedo |debo )?llamar)\b/,
  appointments: /\b(citas?|agenda|calendario|compromisos?|turnos?|proxim[oa]s? (eventos?|visitas?))\b/,
  photos: /\b(fotos?|fotografias?|imagen(es)?|galeria|album(es)?)\b/,
  capabilities:
    /\b(que (puedes|puede|sabes|sabe) hacer|en que (me )?(puedes|puede) ayudar|como (me )?(puedes|puede) ayudar|quien eres|quien es usted|que eres|ayudame|ayudeme|ayuda)\b/,
  'something-nice':
    /\b(algo (bonito|lindo|bueno|agradable|positivo|alegre)|animame|animeme|alegrame|alegreme|buenas noticias|hazme sonreir|hagame sonreir)\b/,
  'how-are-you': /\b(como estas|como esta usted|como esta|que tal|como te va|como le va|como andas)\b/,
  thanks: /\b(gracias|te lo agradezco|se lo agradezco|muy amable)\b/,
  greeting: /\b(hola|buenos dias|buenas tardes|buenas)\b/,
  goodbye: /\b(adios|hasta (luego|manana|pronto|la vista)|nos vemos|chao|chau|buenas noches|me voy)\b/,
  confused:
    /\b(estoy (muy |un poco |algo |toda |todo )?(confundid[oa]|asustad[oa]|perdid[oa]|desorientad[oa]|liad[oa])|me siento (confundid[oa]|perdid[oa]|desorientad[oa])|tengo miedo|no se donde estoy|no me acuerdo (de )?(que|donde|por que|como)|me he perdido)\b/,
  clock:
    /\b(que (dia|fecha|hora)|q(ue)? hora|que horas son|a (que|cuanto) estamos|en que (dia|fecha|mes|ano) estamos|la (hora|fecha)|dia de la semana|(es|hoy es|estamos a) (lunes|martes|miercoles|jueves|viernes|sabado|domingo))\b/,
  joke: /\b(chistes?|algo gracioso|algo divertido|hazme reir|hagame reir|una adivinanza)\b/,
  saying: /\b(refran(es)?|dichos?|proverbios?|frases? celebres?|una cita)\b/,
  story:
    /\b(un cuento|cuentame (un cuento|una historia|una historieta)|cuenteme (un cuento|una historia)|una (historia|historieta|fabula)|un relato)\b/,
  memory:
    /\b((preguntame|pregunteme) (algo |cosas )?(sobre|de) (mi )?(pasado|vida|infancia|juventud)|recuerdos|viejos tiempos|de cuando era (joven|nina|nino|pequen[ao]|chic[ao]))\b/,
}
