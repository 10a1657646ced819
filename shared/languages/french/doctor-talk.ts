import type { DoctorTalk } from '#shared/summary/doctor-talk.ts'

// Words that follow "docteur" without being a name ("le docteur demain", "la docteure de garde"), so
// that only a name is kept as the doctor.
const NOT_NAME =
  '(?:le|la|les|l|de|du|des|d|pour|à|a|au|aux|et|ou|qui|que|qu|m|me|mon|ma|mes|ce|cet|cette|il|elle|est|va|dit|en|sur|avec|sans|dans|par|demain|aujourd|hier|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|semaine|prochain|prochaine|mois|matin|soir|après|apres|avant|bientôt|bientot|tout|aussi|encore|ne|pas|car|parce|mais|quand|comment|pourquoi|si|traitant|généraliste|generaliste|garde)'

// A name after the title: a word or two ("Martin", "Le Goff"). The patterns ignore case, so a word of
// the sentence may follow; readDoctorTalk keeps only the capitalised ones.
const NAME = `(?!${NOT_NAME}(?![\\p{L}]))[\\p{L}][\\p{L}'’-]*(?:\\s+[\\p{L}][\\p{L}'’-]*)?`

// A doctor without a name: "le médecin", "mon médecin traitant", "la cardiologue", "l'infirmière".
const DOCTOR_WORD =
  '(?:m[ée]decin(?:\\s+traitant|\\s+de\\s+famille|\\s+g[ée]n[ée]raliste)?|docteur(?:e)?|doctoresse|toubib|g[ée]n[ée]raliste|sp[ée]cialiste|dentiste|infirmi[eè]re?|kin[ée](?:sith[ée]rapeute)?|g[ée]riatre|chirurgien(?:ne)?|ophtalmo|dermato|rhumato|cardio|\\p{L}+logue)'

// A doctor as said: "le docteur Martin", "le Dr Martin" (the name kept as the doctor), or a doctor
// without a name.
const DOCTOR = `(?:(?<doctor>(?:dre?\\.\\s*|(?:dre?|docteure?|doctoresse)\\s+)${NAME})|${DOCTOR_WORD})`

// The article or possessive before a doctor: "le", "la", "mon", "ma", "l'".
const THE = "(?:(?:le|la|mon|ma|notre|ce|cette)\\s+|l['’]\\s*)?"

// To whom a question goes: "au médecin", "à la docteure Dupont", "à mon médecin", "à l'infirmière".
const TO = "(?:(?:au|(?:à|a)(?:\\s+(?:la|mon|ma|notre))?)\\s+|(?:à|a)\\s+l['’]\\s*)"

// Asking, as a wish or a plan, never as done ("j'ai demandé"): "demander", "je demanderai", "parler".
const ASK =
  '(?<!(?:^|[^\\p{L}])(?:ai|as|a|avons|avez|ont|avais|avait)\\s+)(?:demander|demande|demandez|demanderai|demanderais|redemander|parler|reparler|poser\\s+(?:la|une|cette|ma|mes|les)\\s+questions?)'

// Telling: "dire au médecin que…", "signaler au médecin que…".
const TELL =
  '(?<!(?:^|[^\\p{L}])(?:ai|as|a|avons|avez|ont|avais|avait)\\s+)(?:dire|signaler|raconter|expliquer|mentionner|préciser|preciser)'

// The question word kept at the head of a question: "pourquoi je suis si fatiguée".
const WH = "(?:pourquoi|comment|quand|combien|quel(?:le)?s?|o[uù]|ce\\s+que|ce\\s+qu['’]|est-ce\\s+que)(?![\\p{L}])"

// What comes between the doctor and the question, and is left out: "si", "pour", "de", "au sujet de".
const ABOUT =
  "(?:(?:pour|au\\s+sujet\\s+(?:de|du|des)|à\\s+propos\\s+(?:de|du|des)|concernant|de(?!\\s+famille)|du|des|si)\\s+|(?:au\\s+sujet|à\\s+propos|a\\s+propos)\\s+d['’]\\s*|(?:d|s)['’]\\s*)"

// A visit asked about or supposed, not planned: "est-ce que je dois aller chez le médecin ?", "si je vais…".
const NOT_ASKED = "(?<![\\p{L}])(?<!(?:est-ce\\s+que|est-ce\\s+qu['’]|(?:^|[^\\p{L}])si)\\s*)"

// Saying when, after "est": "est jeudi", "est demain", "est à 10 h".
const WHEN =
  '(?:le|ce|cet|cette|demain|après-demain|aujourd|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|à|a|dans|la\\s+semaine|prévu|prevu|fixé|fixe)(?![\\p{L}])'

// A visit asked about rather than said ("je dois aller chez le médecin ?"): a question mark in the same clause.
const NOT_ASKING = '(?![^.!?,;]*\\?)'

export const frenchDoctorTalk: DoctorTalk = {
  question: [
    // "je voudrais demander au médecin pourquoi je suis si fatiguée": the question word stays.
    new RegExp(`${ASK}\\s+${TO}${DOCTOR}[\\s,:]+(?<question>${WH}.+)`, 'iu'),
    // "demander au docteur Martin pour mes cachets", "parler au médecin de mon genou", "… s'il faut…".
    new RegExp(`${ASK}\\s+${TO}${DOCTOR}[\\s,:]+${ABOUT}(?<question>.+)`, 'iu'),
    // "à demander au médecin : est-ce normal d'avoir mal au dos ?"
    new RegExp(`${ASK}\\s+${TO}${DOCTOR}\\s*:\\s*(?<question>.+)`, 'iu'),
    // "il faut que je dise au médecin que j'ai des vertiges".
    new RegExp(
      `(?:${TELL}|que\\s+je\\s+(?:dise|signale|parle))\\s+${TO}${DOCTOR}[\\s,:]+(?:que\\s+|qu['’]\\s*|de\\s+|du\\s+|des\\s+)(?<question>.+)`,
      'iu',
    ),
    // "question pour le médecin : …", "une note pour mon médecin : …", "question à poser au docteur : …".
    new RegExp(
      `(?:questions?|note|à\\s+noter)\\s+(?:pour|à\\s+poser\\s+(?:au|à))\\s+${THE}${DOCTOR}\\s*(?:[:\\-–]\\s*|,\\s*|\\s+(?:si|sur)\\s+)(?<question>.+)`,
      'iu',
    ),
  ],
  visit: [
    // "je vais chez le médecin jeudi", "je dois aller chez le docteur Martin", "je passe chez ma dentiste".
    new RegExp(
      `${NOT_ASKED}(?:je|on|j['’]\\s*)\\s*(?:vais|va|irai|ira|passe|passerai|retourne|(?:vais|va|dois|doit|devrai|voudrais|veux)\\s+(?:aller|passer|retourner))\\s+(?:chez\\s+${THE}|au\\s+|à\\s+la\\s+|a\\s+la\\s+)${DOCTOR}${NOT_ASKING}`,
      'iu',
    ),
    // "je vois le docteur Martin jeudi", "je vais voir mon médecin", "je dois consulter un cardiologue".
    new RegExp(
      `${NOT_ASKED}je\\s+(?:vois|verrai|(?:vais|dois|devrai|voudrais)\\s+(?:voir|consulter|revoir)|consulte|consulterai)\\s+(?:(?:le|la|mon|ma|un|une)\\s+|l['’]\\s*)?${DOCTOR}${NOT_ASKING}`,
      'iu',
    ),
    // "j'ai rendez-vous chez le médecin", "j'ai pris rendez-vous avec le Dr Martin".
    new RegExp(
      `j['’]\\s*ai\\s+(?:pris\\s+)?(?:un\\s+|mon\\s+|le\\s+)?(?:rendez-vous|rendez\\s+vous|rdv|consultation|visite|contr[ôo]le|bilan)\\s+(?:(?:demain|jeudi|lundi|mardi|mercredi|vendredi|samedi|cet\\s+après-midi|ce\\s+matin)\\s+)?(?:chez|avec)\\s+${THE}${DOCTOR}`,
      'iu',
    ),
    // "j'ai un rendez-vous médical demain", "j'ai une consultation à l'hôpital".
    new RegExp(
      `j['’]\\s*ai\\s+(?:pris\\s+)?(?:un\\s+|une\\s+|mon\\s+|ma\\s+)?(?:rendez-vous|rendez\\s+vous|rdv|consultation|visite|contr[ôo]le|bilan)\\s+(?:m[ée]dical(?:e)?|(?:à\\s+l['’]|a\\s+l['’]|au\\s+)\\s*(?:h[ôo]pital|cabinet|centre\\s+m[ée]dical|dispensaire|clinique))`,
      'iu',
    ),
    // "mon rendez-vous chez le médecin est jeudi", "ma consultation avec la cardiologue est demain".
    new RegExp(
      `(?:mon|le|ma|la)\\s+(?:rendez-vous|rdv|consultation|visite)\\s+(?:m[ée]dical(?:e)?|(?:chez|avec)\\s+${THE}${DOCTOR})\\s+(?:est|sera|a\\s+lieu|aura\\s+lieu|tombe)\\s+${WHEN}`,
      'iu',
    ),
    // "le médecin me reçoit jeudi", "le docteur Martin me voit demain".
    new RegExp(
      `(?:le|la|mon|ma)\\s+${DOCTOR}\\s+(?:me\\s+(?:reçoit|recoit|recevra|verra|voit|consultera)|va\\s+me\\s+(?:voir|recevoir))\\s+${WHEN}`,
      'iu',
    ),
    // "aidez-moi à préparer mon rendez-vous chez le médecin", "préparer ma consultation".
    new RegExp(
      `pr[ée]par(?:er|e|ez|ons)(?![\\p{L}])(?:\\s+\\S+){0,3}?\\s+(?:pour\\s+)?(?:mon|ma|le|la|une|un)\\s+(?:consultation|(?:rendez-vous|rdv|visite)\\s+(?:m[ée]dical(?:e)?|(?:chez|avec)\\s+${THE}(?:${DOCTOR_WORD}|dre?\\.?)))`,
      'iu',
    ),
    // "me préparer pour le médecin".
    new RegExp(`pr[ée]parer(?![\\p{L}])\\s+pour\\s+(?:le|la|mon|ma)\\s+${DOCTOR_WORD}`, 'iu'),
    // "il me faut un résumé pour le médecin", "un récapitulatif à montrer à mon docteur".
    new RegExp(
      `(?:r[ée]sum[ée]|r[ée]capitulatif|fiche|synth[èe]se)(?:\\s+m[ée]dical(?:e)?)?\\s+(?:pour\\s+${THE}(?:${DOCTOR_WORD}|dre?\\.?|consultation|rendez-vous)|(?:à|a)\\s+(?:montrer|donner|apporter|emporter)\\s+${TO}${DOCTOR_WORD})`,
      'iu',
    ),
  ],
  summaryReady: (doctor, day) =>
    `J’ai préparé un résumé pour ${
      doctor && day
        ? `votre rendez-vous du ${day} avec ${withArticle(doctor)}`
        : doctor
          ? `votre rendez-vous avec ${withArticle(doctor)}`
          : day
            ? `votre rendez-vous médical du ${day}`
            : 'votre médecin'
    }. Vous pouvez l’imprimer ou l’enregistrer en PDF. Si vous voulez poser une question au médecin, dites-le-moi, par exemple : « je voudrais parler au médecin de mon genou ».`,
  questionKept: (question) =>
    `J’ai ajouté « ${question} » à vos questions pour le médecin. Elles figureront dans votre résumé pour la consultation.`,
  questionsFull: (limit) =>
    `Votre liste de questions pour le médecin est pleine (${limit} questions) : je n’ai pas pu ajouter celle-ci. Ouvrez le résumé pour retirer celles dont vous n’avez plus besoin, puis redites-la-moi.`,
  openSummary: 'Ouvrir le résumé',
}

/** "le docteur Martin", "la docteure Dupont": a title takes its article; a name said without one stays as it is. */
function withArticle(doctor: string) {
  if (/^(?:dre\.?|docteure|doctoresse)(?:\s|$)/iu.test(doctor)) return `la ${doctor}`
  if (/^(?:dr\.?|docteur)(?:\s|$)/iu.test(doctor)) return `le ${doctor}`
  return doctor
}
