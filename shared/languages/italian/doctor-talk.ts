import type { DoctorTalk } from '#shared/summary/doctor-talk.ts'

// Words that follow "dottore" or "dottoressa" without being a name ("dal dottore domani", "la
// dottoressa del consultorio"), so that only a name is kept as the doctor.
const NOT_NAME =
  "(?:di|del|della|dello|dei|delle|degli|la|il|lo|le|i|gli|l|per|a|al|alla|ai|e|o|che|mi|ti|ci|si|ha|è|e'|da|dal|dalla|in|con|su|non|ma|se|perché|perche|quando|come|anche|già|gia|ancora|poi|domani|dopodomani|oggi|stamattina|stasera|pomeriggio|mattina|sera|lunedì|lunedi|martedì|martedi|mercoledì|mercoledi|giovedì|giovedi|venerdì|venerdi|sabato|domenica|settimana|prossim[oa]|mese|nuov[oa]|brav[oa]|curante|ha\\s+detto|dice|mio|mia|suo|sua)"

// A name after the title: a word or two ("Rossi", "De Luca"). The patterns ignore case, so a word of
// the sentence may follow; readDoctorTalk keeps only the capitalised ones.
const NAME = `(?!${NOT_NAME}(?![\\p{L}]))[\\p{L}][\\p{L}'’-]*(?:\\s+[\\p{L}][\\p{L}'’-]*)?`

// A doctor without a name: "il medico", "il medico di base", "la dottoressa", "il cardiologo".
const DOCTOR_WORD =
  '(?:medic[oa](?:\\s+di\\s+(?:base|famiglia)|\\s+curante)?|dottor(?:e|essa)|specialista|dentista|infermier[ea]|oculista|geriatra|ortopedic[oa]|fisiatra|chirurg[oa]|\\p{L}+log[oa])'

// A doctor as said: "il dottor Rossi", "la dott.ssa Bianchi" (the name kept as the doctor), or a
// doctor without a name.
const DOCTOR = `(?:(?<doctor>(?:(?:dott|dr)\\.(?:ssa\\.?)?\\s*|(?:dott|dottor|dottore|dottoressa|dr|prof|professor|professoressa)\\s+)${NAME})|${DOCTOR_WORD})`

// To whom a question goes: "al medico", "alla dottoressa Bianchi", "al mio medico", "col medico".
const TO = "(?:(?:al|alla|allo|ai|a|col|con\\s+(?:il|la|lo)|con)(?:\\s+(?:mio|mia))?\\s+|(?:all|dall)['’]\\s*)"

// Asking, as a wish or a plan, never as done ("ho chiesto"): "chiedere", "chiedo", "domandare", "parlare".
const ASK =
  '(?<![\\p{L}])(?:chieder(?:e|gli|le|ò|o)|chied(?:o|i|a)|domandar(?:e|gli|le)|domand(?:o|i)|richiedere|parlar(?:e|gli|le|ne))'

// Telling: "dire al medico che…", "spiegare alla dottoressa che…".
const TELL = '(?<![\\p{L}])(?:dir(?:e|gli|le)|di[ck]o|spiegar(?:e|gli|le)|raccontar(?:e|gli|le)|segnalar(?:e|gli|le))'

// The question word kept at the head of a question: "perché sono sempre stanca".
const WH = '(?:perch[eé]|come|quando|quant[oaie]|cosa|che\\s+cosa|che|dove|qual[ei]?)(?![\\p{L}])'

// What comes between the doctor and the question, and is left out: "del", "se", "riguardo a".
const ABOUT =
  "(?:(?:se|del|della|dello|dei|delle|degli|di(?!\\s+(?:base|famiglia))|per|su|sul|sulla|sui|sulle|riguardo\\s+(?:a|al|alla|ai)|circa|a\\s+proposito\\s+(?:di|del|della|dei|delle))\\s+|(?:dell|sull|d)['’]\\s*)"

// Not said of a visit: "non vado dal medico".
const NOT = '(?<!(?:^|[^\\p{L}])non\\s+)'

// Where a visit takes place: "dal medico", "dalla dottoressa", "dall'oculista", "dal mio medico".
const AT = "(?:(?:dal|dalla|dallo|dai|da)(?:\\s+(?:mio|mia))?\\s+|dall['’]\\s*)"

// Saying when, after "è": "è giovedì", "è domani alle 10".
const WHEN =
  '(?:domani|dopodomani|oggi|stamattina|oggi|luned[iì]|marted[iì]|mercoled[iì]|gioved[iì]|venerd[iì]|sabato|domenica|il|l|la|alle|all|fra|tra|questo|questa|la\\s+settimana|giorno)(?![\\p{L}])'

// A visit asked about rather than said ("devo andare dal medico?"): a question mark in the same clause.
const NOT_ASKING = '(?![^.!?,;]*\\?)'

export const italianDoctorTalk: DoctorTalk = {
  question: [
    // "devo chiedere al dottore perché sono sempre stanca": the question word stays.
    new RegExp(`${ASK}\\s+${TO}${DOCTOR}[\\s,:]+(?<question>${WH}.+)`, 'iu'),
    // "ricordami di chiedere al dottor Rossi delle mie pastiglie", "… se posso smettere la pastiglia".
    new RegExp(`${ASK}\\s+${TO}${DOCTOR}[\\s,:]+${ABOUT}(?<question>.+)`, 'iu'),
    // "chiedere al medico: posso guidare?"
    new RegExp(`${ASK}\\s+${TO}${DOCTOR}\\s*:\\s*(?<question>.+)`, 'iu'),
    // "devo dire al medico che mi gira la testa".
    new RegExp(
      `${TELL}\\s+${TO}${DOCTOR}[\\s,:]+(?:che\\s+|del\\s+|della\\s+|di\\s+|dei\\s+|delle\\s+)(?<question>.+)`,
      'iu',
    ),
    // "domanda per il medico: …", "una cosa da chiedere alla dottoressa: …".
    new RegExp(
      `(?:domand[ae]|cosa\\s+da\\s+chiedere|nota)\\s+(?:per|a|al|alla|da\\s+fare\\s+al|da\\s+fare\\s+alla)\\s+(?:(?:il|la|mio|mia|il\\s+mio|la\\s+mia)\\s+)?${DOCTOR}(?:\\s*[:\\-–]\\s*|\\s*,\\s*|\\s+(?:se|su|sul|sulla)\\s+)(?<question>.+)`,
      'iu',
    ),
  ],
  visit: [
    // "giovedì vado dal dottor Rossi", "devo andare dal medico", "vado a farmi vedere dal cardiologo".
    new RegExp(
      `${NOT}(?<![\\p{L}])(?:vado|andrò|andro|andiamo|sto\\s+andando|(?:devo|dovrò|dovro|voglio|vorrei)\\s+andare|vado\\s+a\\s+farmi\\s+(?:vedere|visitare|controllare)|mi\\s+faccio\\s+(?:vedere|visitare))\\s+${AT}${DOCTOR}${NOT_ASKING}`,
      'iu',
    ),
    // "ho un appuntamento dal dottor Rossi", "ho la visita col cardiologo", "avrò il controllo dalla dottoressa".
    new RegExp(
      `${NOT}(?<![\\p{L}])(?:ho|avrò|avro|mi\\s+hanno\\s+dato|ho\\s+preso|ho\\s+prenotato|ho\\s+fissato)\\s+(?:(?:un|una|la|il)\\s+|l['’]\\s*)?(?:appuntamento|visita(?:\\s+di\\s+controllo)?|controllo)\\s+(?:(?:di\\s+)?(?:domani|lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica)\\s+)?(?:${AT}|(?:col|con|con\\s+(?:il|la))(?:\\s+(?:mio|mia))?\\s+|presso\\s+(?:il|la|lo)\\s+)${DOCTOR}`,
      'iu',
    ),
    // "ho una visita medica domani", "ho appuntamento in ospedale".
    new RegExp(
      `${NOT}(?<![\\p{L}])(?:ho|avrò|avro|ho\\s+prenotato|ho\\s+fissato)\\s+(?:(?:un|una|la|il)\\s+|l['’]\\s*)?(?:appuntamento|visita|controllo)\\s+(?:medic[oa]|(?:in|all['’]|al|allo)\\s*(?:ospedale|ambulatorio|studio\\s+medico|clinica|poliambulatorio|asl))`,
      'iu',
    ),
    // "mi visita il dottor Rossi giovedì".
    new RegExp(
      `${NOT}(?<![\\p{L}])mi\\s+(?:visita|visiterà|visitera|vede|vedrà|vedra|riceve)\\s+(?:il|la|lo)\\s+${DOCTOR}`,
      'iu',
    ),
    // "la mia visita dal medico è giovedì", "l'appuntamento col dottore è domani".
    new RegExp(
      `(?:la\\s+mia|la|il\\s+mio|il|l['’])\\s*(?:visita|appuntamento|controllo)\\s+(?:medic[oa]|${AT}${DOCTOR_WORD}|(?:col|con\\s+(?:il|la))\\s+${DOCTOR_WORD})\\s+(?:è|e'|sarà|sara|cade)\\s+${WHEN}`,
      'iu',
    ),
    // "aiutami a preparare la visita dal medico", "prepararmi per la visita di giovedì".
    new RegExp(
      `(?<![\\p{L}])prepar(?:are|armi|arci|ami|i|a|o)(?![\\p{L}])(?:\\s+\\S+){0,3}?\\s+(?:(?:la|alla|per\\s+la)\\s+(?:mia\\s+)?visita(?=\\s*(?:$|[.,;!?]|(?:\\s+(?:di\\s+)?(?:domani|luned[iì]|marted[iì]|mercoled[iì]|gioved[iì]|venerd[iì]|sabato|domenica|dopodomani|controllo)|\\s+del\\s+\\d)(?![\\p{L}])))|(?:la|alla|per\\s+la|il|al|per\\s+il|l['’]|all['’])\\s*(?:mia\\s+|mio\\s+)?(?:visita|appuntamento|controllo)\\s+(?:medic[oa]|${AT}|col\\s+|con\\s+(?:il|la)\\s+))`,
      'iu',
    ),
    // "prepararmi per il medico".
    new RegExp(`(?<![\\p{L}])prepar(?:are|armi|arci|ami)\\s+per\\s+(?:il|la)\\s+${DOCTOR_WORD}`, 'iu'),
    // "mi serve un riepilogo per il medico", "un riassunto da portare alla dottoressa".
    new RegExp(
      `(?:riepilogo|riassunto|resoconto|promemoria)(?:\\s+medico)?\\s+(?:per\\s+(?:(?:il|la|mio|mia|il\\s+mio|la\\s+mia)\\s+)?(?:${DOCTOR_WORD}|dott\\p{L}*|dr\\.?|visita)|da\\s+(?:portare|mostrare|dare|far\\s+vedere)\\s+${TO}${DOCTOR_WORD})`,
      'iu',
    ),
  ],
  summaryReady: (doctor, day) =>
    `Ho preparato un riepilogo per ${
      doctor && day
        ? `la Sua visita con ${withArticle(doctor)} ${ofDay(day)}`
        : doctor
          ? `la Sua visita con ${withArticle(doctor)}`
          : day
            ? `la Sua visita ${ofDay(day)}`
            : 'il medico'
    }. Può stamparlo o salvarlo come PDF. Se vuole chiedere qualcosa al medico, me lo dica, per esempio: «vorrei chiedere al medico del mio ginocchio».`,
  questionKept: (question) =>
    `Ho aggiunto «${question}» alle Sue domande per il medico. Le troverà nel riepilogo per la visita.`,
  questionsFull: (limit) =>
    `La Sua lista di domande per il medico è piena (${limit} domande), quindi non ho potuto aggiungere questa. Apra il riepilogo per togliere quelle che non Le servono più, poi me la ripeta.`,
  openSummary: 'Apri il riepilogo',
}

/** "il dottor Rossi", "la dottoressa Bianchi": a title takes its article; a name said without one stays as it is. */
function withArticle(doctor: string) {
  if (/^(?:dott\.?ssa\.?|dottoressa|dr\.?ssa\.?|professoressa)(?:\s|$)/iu.test(doctor)) return `la ${doctor}`
  if (/^(?:dott\.?|dottor[e]?|dr\.?|prof\.?|professore?)(?:\s|$)/iu.test(doctor)) return `il ${doctor}`
  return doctor
}

/** "di giovedì 3 dicembre 2026", "del 3 dicembre", "dell’8 dicembre": a day as Intl writes it. */
function ofDay(day: string) {
  if (/^(?:8|11)(?!\d)/.test(day)) return `dell’${day}`
  return /^\d/.test(day) ? `del ${day}` : `di ${day}`
}
