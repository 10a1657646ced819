// Spanish hand-written emergency patterns: signs per kind, and the calm talk that defuses them.

import { type EmergencyPatterns, oneOf, only } from '#shared/safety/rules/patterns.ts'

export const spanishSafetyRules: EmergencyPatterns = {
  signs: {
    fall: oneOf(
      '\\bme (?:he )?(?:cai|caido)\\b(?! en la cuenta)',
      '\\bmi (?:marido|esposo|esposa|mujer|madre|padre|mama|papa|hijo|hija|vecino|vecina|hermano|hermana|amigo|amiga) se (?:ha )?(?:cayo|caido)',
      '\\bno (?:me )?puedo levantar',
      '\\btuve una caida\\b',
      '\\bestoy (?:tirad[oa] )?en el suelo\\b',
    ),
    chest: oneOf(
      '\\bdolor (?:en el|de|del) pecho',
      '\\bme duele (?:mucho )?el pecho',
      '\\bataque (?:al|de) corazon',
      '\\binfarto\\b',
      '\\b(?:presion|opresion) en el pecho',
    ),
    breathing: oneOf(
      '\\bno puedo respirar',
      '\\bme (?:estoy )?ahog(?:o|ando)\\b',
      '\\bme falta el aire',
      '\\bdificultad para respirar',
      '\\bme cuesta (?:mucho )?respirar',
    ),
    stroke: oneOf(
      '\\bderrame cerebral',
      '\\bictus\\b',
      '\\bembolia\\b',
      '\\b(?:cara|boca) (?:torcida|caida|dormida|paralizada)',
      '\\bno puedo (?:levantar|mover|sentir) el brazo',
      '\\b(?:hablo|habla) (?:raro|muy mal|arrastrando)',
      '\\barrastr(?:o|a|ando) las palabras',
      '\\bconfundid[oa] de repente',
      '\\bde repente (?:estoy|esta|me siento) (?:muy )?confundid',
    ),
    'self-harm': oneOf(
      '\\bno quiero (?:seguir )?vivir',
      '\\b(?:quiero|me quiero) morir',
      '\\b(?:quiero|voy a) matarme',
      '\\bme (?:quiero|voy a) matar\\b',
      '\\bsuicid',
      '\\bquitarme la vida',
      '\\bacabar con (?:todo|mi vida)',
      '\\bhacerme dano',
    ),
    bleeding: oneOf(
      '\\bsangr(?:o|ando|a) (?:mucho|sin parar)',
      '\\bmucha sangre',
      '\\bno (?:para|deja) de sangrar',
      '\\bhemorragia',
    ),
    unconscious: oneOf(
      '\\binconsciente',
      '\\b(?:se|me) (?:desmayo|desmaye|ha desmayado|he desmayado)\\b',
      '\\bperdi(?:o)? el conocimiento',
      '\\b(?:mi \\w+|el|ella) no (?:responde|reacciona|despierta|respira)\\b',
    ),
    other: oneOf(
      only('(?:por favor )?(?:ayuda(?:me)?|socorro|auxilio)(?: por favor| ya| rapido)*'),
      '\\bsocorro\\b',
      '\\bauxilio\\b',
      '\\bllam(?:a|e|en) (?:a )?(?:una|la) ambulancia',
      '\\bllam(?:a|e|en) al (?:911|112|061)\\b',
      '\\bnecesito una ambulancia',
      '\\b(?:es|esto es) una emergencia',
      '\\bemergencia medica',
    ),
  },
  calm: oneOf(
    '\\bsi (?:me|yo|alguien|mi|tengo|tuviera|usted|le)\\b',
    '\\bpor si\\b',
    '\\ben caso de\\b',
    '\\bel (?:ano|mes) pasado',
    '\\bla semana pasada',
    '\\bhace (?:\\w+ )?(?:anos|meses|semanas)\\b',
    '\\bcuando era\\b',
    '\\b(?:pelicula|serie|documental|libro|novela|articulo|noticias|programa|telenovela)\\b',
    '\\b(?:sintomas|senales|signos) de',
    '\\b(?:sone|sonaba)\\b',
  ),
}
