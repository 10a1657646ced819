import type { DoctorTalk } from '#shared/summary/doctor-talk.ts'

// Words that follow "doctor" or "doctora" without being a name ("el doctor mañana", "la doctora de
// la clínica"), so that only a name is kept as the doctor.
const NOT_NAME =
  '(?:de|del|la|el|los|las|lo|le|les|me|mi|mis|su|sus|te|se|nos|que|y|e|o|u|en|a|al|para|por|con|sin|sobre|un|una|unos|hoy|ma[ñn]ana|pasado|ayer|este|esta|estos|esa|ese|otro|otra|nuevo|nueva|dijo|dice|dir[aá]|es|est[aá]|era|fue|ha|va|ya|no|s[ií]|muy|tan|bien|mal|pero|porque|cuando|como|c[oó]mo|qu[eé]|pronto|luego|despu[eé]s|antes|dentro|tambi[eé]n|todav[ií]a|a[uú]n|lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo|semana|pr[oó]xim[oa]|tarde|temprano|especialista)'

// A name after the title: a word or two ("López", "García Pérez"). The patterns ignore case, so a
// word of the sentence may follow; readDoctorTalk keeps only the capitalised ones.
const NAME = `(?!${NOT_NAME}(?![\\p{L}]))[\\p{L}][\\p{L}'’-]*(?:\\s+[\\p{L}][\\p{L}'’-]*)?`

// A doctor without a name: "el médico", "mi médica de cabecera", "el cardiólogo", "la enfermera".
const DOCTOR_WORD =
  '(?:m[eé]dic[oa](?:\\s+de\\s+(?:cabecera|familia))?|doctora?|especialista|dentista|enfermer[oa]|geriatra|oculista|psiquiatra|cirujan[oa]|\\p{L}+[oó]log[oa])'

// A doctor as said: "el doctor López", "la Dra. García" (the name kept as the doctor), or a doctor
// without a name.
const DOCTOR = `(?:(?<doctor>(?:dra?\\.\\s*|(?:dra?|doctora?)\\s+)${NAME})|${DOCTOR_WORD})`

// To whom a question goes: "al médico", "a la doctora García", "a mi médico", "con el médico".
const TO = '(?:al|a(?:\\s+(?:la|el|mi|su))?|con(?:\\s+(?:el|la|mi|su))?)\\s+'

// Asking, as a wish or a plan, never as done ("le pregunté"): "preguntarle", "pregúntele", "que le
// pregunte", "consultarle", "hablar con".
const ASK =
  '(?:preguntar(?:le|les)?|preg[uú]nt(?:ale|ele|ales|eles)|(?:que|para)\\s+(?:le\\s+)?(?:pregunte|consulte)|le\\s+preguntar[eé]|consultar(?:le)?|hablar(?:le)?)'

// Telling: "decirle al médico que…", "comentarle a la doctora lo de…".
const TELL =
  '(?:decir(?:le)?|d[ií]gale|comentar(?:le)?|com[eé]nt(?:ale|ele)|contar(?:le)?|(?:que|para)\\s+le\\s+(?:diga|comente|cuente))'

// The words kept at the head of a question: "por qué estoy tan cansada", "lo del azúcar".
const WH = '(?:por\\s*qu[eé]|c[oó]mo|cu[aá]ndo|cu[aá]nt[oa]s?|qu[eé]|d[oó]nde|cu[aá]l(?:es)?|lo\\s+del?)(?![\\p{L}])'

// Not said of a visit: "no voy al médico".
const NOT = '(?<!(?:^|[^\\p{L}])(?:no|nunca|tampoco)\\s+)'

// Saying when, after "es": "es el jueves", "es mañana", "es a las diez".
const WHEN =
  '(?:el|la|este|esta|ma[ñn]ana|pasado|hoy|dentro|a\\s+las?|en|lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo)(?![\\p{L}])'

// A visit asked about rather than said ("¿tengo que ir al médico?"): a question mark in the same clause.
const NOT_ASKING = '(?![^.!?,;]*\\?)'

export const spanishDoctorTalk: DoctorTalk = {
  question: [
    // "quiero preguntarle al médico por qué estoy tan cansada": the question word stays.
    new RegExp(`${ASK}\\s+${TO}${DOCTOR}[\\s,:]+¿?(?<question>${WH}.+)`, 'iu'),
    // "preguntarle a la doctora si puedo dejar la pastilla", "… por mi rodilla", "… sobre la tensión".
    new RegExp(
      `${ASK}\\s+${TO}${DOCTOR}[\\s,:]+¿?(?:sobre|por|acerca\\s+de|respecto\\s+(?:a|de)|si)\\s+¿?(?<question>.+)`,
      'iu',
    ),
    // "preguntarle al médico: ¿puedo viajar en avión?"
    new RegExp(`${ASK}\\s+${TO}${DOCTOR}\\s*:\\s*¿?(?<question>.+)`, 'iu'),
    // "preguntar por la rodilla al médico" (only asking: "hablar por teléfono con el médico" is not one).
    new RegExp(
      `(?:preguntar(?:le|les)?|preg[uú]nt(?:ale|ele)|(?:que|para)\\s+(?:le\\s+)?pregunte)\\s+(?:sobre|por(?!\\s*qu[eé](?![\\p{L}]))|acerca\\s+de|lo\\s+de)\\s+(?<question>.+?)\\s+${TO}${DOCTOR}`,
      'iu',
    ),
    // "tengo que decirle al médico que me mareo por las mañanas", "comentarle a la doctora lo de la espalda".
    new RegExp(
      `${TELL}\\s+${TO}${DOCTOR}[\\s,:]+(?:(?:que|sobre|acerca\\s+de)\\s+|(?=lo\\s+del?\\s))(?<question>.+)`,
      'iu',
    ),
    // "pregunta para el médico: ¿es normal…?", "apunta para la doctora que…", "una duda para el médico: …".
    new RegExp(
      `(?:preguntas?|dudas?|ap[uú]nta(?:me|le)?|an[oó]ta(?:me|le)?|ap[uú]nte(?:me)?|an[oó]te(?:me)?)(?:\\s+(?:esta|una|otra)\\s+(?:pregunta|duda))?\\s+para\\s+(?:(?:el|la|mi|su)\\s+)?${DOCTOR}(?:\\s*[:\\-–]\\s*|\\s*,\\s*|\\s+(?:si|sobre|que)\\s+)¿?(?<question>.+)`,
      'iu',
    ),
  ],
  visit: [
    // "voy al médico el lunes", "voy a ver al doctor López", "tengo que ir a la doctora".
    new RegExp(
      `${NOT}(?<![\\p{L}])(?:voy|vamos|ir[eé]|iremos|voy\\s+a\\s+ir|(?:tengo|tenemos|debo|me\\s+toca|he\\s+de|hay)\\s+(?:que\\s+)?ir)\\s+(?:a\\s+(?:ver|visitar)\\s+)?(?:al|a\\s+la|a\\s+mi|a\\s+su|a)\\s+(?:consulta\\s+(?:del|de\\s+la|de\\s+mi)\\s+)?${DOCTOR}${NOT_ASKING}`,
      'iu',
    ),
    // "me ve el médico el jueves", "me va a atender la doctora García".
    new RegExp(
      `${NOT}me\\s+(?:ve|ver[aá]|va\\s+a\\s+ver|atiende|atender[aá]|va\\s+a\\s+atender|revisa|va\\s+a\\s+revisar)\\s+(?:el|la|mi)\\s+${DOCTOR}`,
      'iu',
    ),
    // "tengo cita con el doctor López", "tengo consulta con el cardiólogo", "me dieron hora con la doctora".
    new RegExp(
      `${NOT}(?:tengo|tendr[eé]|me\\s+han\\s+dado|me\\s+dieron|ped[ií]|me\\s+toca)\\s+(?:una\\s+|la\\s+|mi\\s+)?(?:cita|consulta|turno|revisi[oó]n|visita|control|chequeo|hora)\\s+con\\s+(?:(?:el|la|mi|su)\\s+)?${DOCTOR}`,
      'iu',
    ),
    // "tengo cita médica mañana", "tengo una cita en el médico", "tengo consulta del cardiólogo".
    new RegExp(
      `${NOT}(?:tengo|tendr[eé]|me\\s+han\\s+dado|me\\s+dieron|ped[ií]|me\\s+toca)\\s+(?:una\\s+|la\\s+|mi\\s+)?(?:cita|consulta|turno|revisi[oó]n|visita|control|chequeo)\\s+(?:m[eé]dica|(?:en|para|del?)\\s+(?:(?:el|la|mi)\\s+)?(?:${DOCTOR_WORD}|centro\\s+de\\s+salud|ambulatorio|consultorio|hospital|cl[ií]nica))`,
      'iu',
    ),
    // "tengo médico el martes".
    new RegExp(
      `${NOT}tengo\\s+(?:el\\s+|la\\s+)?(?:m[eé]dic[oa]|doctora?|dentista|especialista|\\p{L}+[oó]log[oa])\\s+${WHEN}`,
      'iu',
    ),
    // "mi cita con el médico es el jueves", "la consulta de la doctora es mañana".
    new RegExp(
      `(?:mi|la)\\s+(?:cita|consulta|revisi[oó]n|visita)\\s+(?:m[eé]dica|con\\s+(?:(?:el|la|mi)\\s+)?${DOCTOR}|(?:del|de\\s+la|de\\s+mi|al|a\\s+la)\\s+${DOCTOR_WORD})\\s+(?:es|ser[aá]|va\\s+a\\s+ser|cae)\\s+${WHEN}`,
      'iu',
    ),
    // "ayúdame a prepararme para la cita con el médico", "prepárame la consulta del jueves" (a "cita" or
    // a "visita" only with a doctor: "la visita de mi hija" is not one).
    new RegExp(
      `prep[aá]r(?:ar(?:me|nos|la|lo)?|ame|eme|e|a|ando)(?![\\p{L}])(?:\\s+\\S+){0,3}?\\s+(?:para\\s+)?(?:la|mi|una|su)\\s+(?:consulta|(?:cita|visita|revisi[oó]n)\\s+(?:m[eé]dica|(?:con|al|a|del?)\\s+(?:(?:el|la|mi)\\s+)?(?:${DOCTOR_WORD}|dra?\\.?)))`,
      'iu',
    ),
    // "ayúdame a prepararme para el médico".
    new RegExp(
      `prep[aá]r(?:ar(?:me|nos)?|ame|eme|e|a|ando)(?![\\p{L}])\\s+para\\s+(?:ir\\s+)?(?:el|la|al|a\\s+la|mi)\\s+${DOCTOR_WORD}`,
      'iu',
    ),
    // "necesito un resumen para el médico", "hazme un resumen para llevar a la doctora".
    new RegExp(
      `resumen(?:\\s+m[eé]dico)?\\s+(?:para\\s+(?:(?:el|la|mi|su)\\s+)?(?:${DOCTOR_WORD}|dra?\\.?|consulta|cita\\s+m[eé]dica)|para\\s+(?:llevar|ense[ñn]ar|mostrar|dar)(?:le|selo)?\\s+(?:al|a\\s+la|a\\s+mi|a)\\s+${DOCTOR_WORD})`,
      'iu',
    ),
    // "hazme el resumen médico".
    /(?:necesito|quiero|quisiera|hazme|h[aá]game|prep[aá]rame|prep[aá]reme|dame|deme|imprime|imprima|imprímeme)\s+(?:un|el|mi)\s+resumen\s+m[eé]dico/iu,
  ],
  summaryReady: (doctor, day) =>
    `He preparado un resumen para ${
      doctor && day
        ? `su cita del ${day} con ${withArticle(doctor)}`
        : doctor
          ? `su cita con ${withArticle(doctor)}`
          : day
            ? `su cita médica del ${day}`
            : 'el médico'
    }. Puede imprimirlo o guardarlo como PDF. Si quiere preguntarle algo al médico, dígamelo, por ejemplo: «quiero preguntarle al médico por mi rodilla».`,
  questionKept: (question) =>
    `He añadido «${question}» a sus preguntas para el médico. Aparecerán en el resumen para la consulta.`,
  questionsFull: (limit) =>
    `Su lista de preguntas para el médico está llena (${limit} preguntas), así que no he podido añadir esta. Abra el resumen para quitar las que ya no necesite y vuelva a decírmelo.`,
  openSummary: 'Abrir el resumen',
}

/** "el doctor López", "la Dra. García": a title takes its article; a name said without one stays as it is. */
function withArticle(doctor: string) {
  if (/^(?:dra\.?|doctora)(?:\s|$)/iu.test(doctor)) return `la ${doctor}`
  if (/^(?:dr\.?|doctor)(?:\s|$)/iu.test(doctor)) return `el ${doctor}`
  return doctor
}
