// German hand-written emergency patterns: signs per kind, and the calm talk that defuses them.

import { type EmergencyPatterns, oneOf, only } from '#shared/safety/rules/patterns.ts'

export const germanSafetyRules: EmergencyPatterns = {
  signs: {
    fall: oneOf(
      '\\b(?:ich bin|er ist|sie ist|mein \\w+ ist|meine \\w+ ist) (?:\\w+ )?(?:gesturzt|hingefallen|umgefallen|hingesturzt)\\b',
      '\\bich (?:komme|kann) nicht (?:mehr )?(?:hoch|aufstehen)',
      '\\bich liege auf dem boden',
    ),
    chest: oneOf(
      '\\bbrustschmerz',
      '\\bschmerzen in der brust',
      '\\b(?:druck|enge|stechen) (?:auf|in) der brust',
      '\\bherzinfarkt',
      '\\bherzanfall',
      '\\bmeine brust (?:tut weh|schmerzt)',
    ),
    breathing: oneOf(
      '\\bich (?:kann|konnte) (?:nicht|kaum) (?:mehr )?atmen',
      '\\b(?:bekomme|kriege|krieg) (?:keine|kaum) luft',
      '\\batemnot',
      '\\bersticke',
    ),
    stroke: oneOf(
      '\\bschlaganfall',
      '\\bhirnschlag',
      '\\b(?:gesicht|mund) (?:hangt|ist schief|verzogen)',
      '\\bkann (?:meinen|den|seinen|ihren) arm nicht (?:mehr )?(?:heben|bewegen)',
      '\\b(?:lalle|lallt)\\b',
      '\\bverwaschene sprache',
      '\\bspreche (?:undeutlich|komisch)',
      '\\bplotzlich (?:ganz |so )?verwirrt',
    ),
    'self-harm': oneOf(
      '\\bich (?:will|mochte) sterben',
      '\\bnicht mehr leben',
      '\\bmich umbringen',
      '\\bselbstmord',
      '\\bsuizid',
      '\\bmir das leben nehmen',
      '\\bmir (?:was|etwas) antun',
    ),
    bleeding: oneOf(
      '\\bblute(?:t)? (?:stark|sehr|viel)',
      '\\bviel blut',
      '\\bhort nicht auf zu bluten',
      '\\bstarke blutung',
      '\\bblut uberall',
    ),
    unconscious: oneOf(
      '\\bbewusstlos',
      '\\bohnmachtig',
      '\\bin ohnmacht gefallen',
      '\\b(?:er|sie|mein \\w+|meine \\w+) (?:reagiert|atmet|wacht) nicht',
      '\\bzusammengebrochen',
    ),
    other: oneOf(
      only('(?:bitte )?(?:hilfe|hilf mir|helfen sie mir)(?: bitte| schnell| sofort)*'),
      '\\bkrankenwagen\\b',
      '\\bnotarzt',
      '\\b(?:das ist ein|es ist ein) notfall\\b',
      '\\bruf(?:en sie)? (?:den )?(?:notruf|112)\\b',
    ),
  },
  calm: oneOf(
    '\\b(?:wenn|falls) (?:ich|man|er|sie|jemand|mein|meine)\\b',
    '\\bletzte(?:s|n)? (?:jahr|woche|monat|sommer|winter)\\b',
    '\\bvor (?:\\w+ )?(?:jahren|monaten|wochen)\\b',
    '\\bals ich (?:jung|kind|klein)',
    '\\b(?:film|serie|dokumentation|doku|buch|roman|artikel|nachrichten|sendung|fernsehen|krimi)\\b',
    '\\b(?:symptome|anzeichen) (?:eines|einer|fur|von)\\b',
    '\\b(?:getraumt|traum)\\b',
  ),
}
