// French hand-written emergency patterns: signs per kind, and the calm talk that defuses them.

import { type EmergencyPatterns, oneOf, only } from '#shared/safety/rules/patterns.ts'

export const frenchSafetyRules: EmergencyPatterns = {
  signs: {
    fall: oneOf(
      "\\b(?:je|il|elle|mon \\w+|ma \\w+) (?:suis|est|me suis|s'est) tombee?\\b(?! (?:amoureu|sur\\b|d'accord|malade|enceinte|en panne|des nues|dans les pommes))",
      "\\bj'ai fait une chute",
      '\\bje (?:ne )?(?:peux|arrive) (?:pas|plus) (?:a )?me relever',
      '\\bje suis (?:par|a) terre',
    ),
    chest: oneOf(
      '\\bdouleurs? (?:a|dans) la poitrine',
      '\\bmal (?:a|dans) la poitrine',
      '\\bla poitrine (?:me fait mal|serree)',
      '\\bcrise (?:cardiaque|de c(?:oe|œ)ur)',
      '\\binfarctus',
      '\\boppression (?:dans la|a la) poitrine',
    ),
    breathing: oneOf(
      "\\bje (?:n'?)?(?:arrive|peux) (?:pas|plus) (?:a )?respirer",
      "\\bj'?etouffe",
      '\\b(?:du mal|de la peine) a respirer',
      "\\bje manque d'air",
    ),
    stroke: oneOf(
      '\\bavc\\b',
      '\\baccident vasculaire',
      '\\b(?:visage|bouche) (?:qui tombe|de travers|affaisse|paralyse|tordu)',
      '\\b(?:je )?(?:ne )?(?:peux|arrive) (?:pas|plus) (?:a )?(?:lever|bouger) (?:le|mon) bras',
      '\\b(?:il|elle|je) parle (?:mal|bizarrement|de travers)',
      '\\bbafouill',
      "\\bconfuse? (?:tout a coup|soudainement|d'un coup)",
      "\\b(?:soudainement|tout a coup|d'un coup) (?:tres )?confuse?",
    ),
    'self-harm': oneOf(
      '\\bje veux mourir',
      '\\bje (?:ne )?veux plus vivre',
      "\\bje n'?ai plus envie de vivre",
      '\\bsuicid',
      '\\ben finir\\b',
      '\\bme tuer\\b',
      '\\bmettre fin a (?:mes jours|ma vie)',
      '\\bme faire du mal',
    ),
    bleeding: oneOf(
      '\\bsaigne (?:beaucoup|abondamment|enormement|sans arret)',
      '\\bbeaucoup de sang',
      "\\bs'arrete pas de saigner",
      '\\bhemorragie',
      '\\bsang partout',
    ),
    unconscious: oneOf(
      '\\binconscient',
      '\\bevanou',
      '\\bperdu connaissance',
      '\\btombee? dans les pommes',
      '\\b(?:il|elle|mon \\w+|ma \\w+) ne (?:repond|reagit|respire|se reveille) (?:plus|pas)',
      "\\bs'est effondree?",
    ),
    other: oneOf(
      only("(?:a l'aide|au secours|aidez[- ]moi|aide[- ]moi)(?: vite| s'il vous plait| svp)*"),
      '\\bau secours\\b',
      "\\bappel(?:ez|le|lez) (?:une |l')ambulance",
      '\\bappel(?:ez|le) (?:le )?(?:15|112|18|samu|pompiers|secours)\\b',
      "\\b(?:c'est|il y a) une urgence",
      '\\burgence (?:medicale|vitale)',
    ),
  },
  calm: oneOf(
    "\\bsi (?:je|j'|j|on|il|elle|quelqu'un|mon|ma|jamais)\\b",
    '\\bet si\\b',
    '\\ben cas de\\b',
    '\\bau cas ou\\b',
    "\\bl'annee (?:derniere|passee)",
    '\\bil y a (?:\\w+ )?(?:ans|mois|semaines)\\b',
    "\\bquand j'etais\\b",
    '\\b(?:film|serie|documentaire|livre|roman|article|emission|reportage|journal|informations|infos)\\b',
    "\\b(?:symptomes|signes) (?:de|d'|du)",
    '\\b(?:reve|revais|reves)\\b',
  ),
}
