import type { DoctorTalk } from '#shared/summary/doctor-talk.ts'

// Words that follow "doutor" or "doutora" without being a name ("o doutor amanhã", "a doutora do
// posto"), so that only a name is kept as the doctor.
const NOT_NAME =
  '(?:de|do|da|dos|das|o|a|os|as|e|ou|que|me|meu|minha|no|na|em|para|pra|pro|por|com|sem|sobre|hoje|amanh[ãa]|depois|ontem|segunda|ter[çc]a|quarta|quinta|sexta|s[áa]bado|domingo|semana|pr[óo]xim[oa]|m[êe]s|disse|falou|[ée]|est[áa]|t[áa]|foi|vai|j[áa]|n[ãa]o|muito|mas|porque|quando|como|se|l[áa]|aqui|tamb[ée]m|de\\s+novo|nov[oa]|dele|dela|[àa]s?|cedo|tarde|um|uma|ele|ela)'

// A name after the title: a word or two ("Silva", "Ana Souza"). The patterns ignore case, so a word
// of the sentence may follow; readDoctorTalk keeps only the capitalised ones.
const NAME = `(?!${NOT_NAME}(?![\\p{L}]))[\\p{L}][\\p{L}'’-]*(?:\\s+[\\p{L}][\\p{L}'’-]*)?`

// A doctor without a name: "o médico", "a médica", "o cardiologista", "o clínico geral".
const DOCTOR_WORD =
  '(?:m[ée]dic[oa](?:\\s+de\\s+fam[ií]lia)?|doutora?|cl[ií]nico(?:\\s+geral)?|especialista|dentista|enfermeir[oa]|geriatra|oftalmo|ortopedista|\\p{L}+logista|\\p{L}+log[oa])'

// A doctor as said: "o Dr. Silva", "a doutora Ana" (the name kept as the doctor), or a doctor without
// a name.
const DOCTOR = `(?:(?<doctor>(?:dra?\\.\\s*|(?:dra?|doutora?)\\s+)${NAME})|${DOCTOR_WORD})`

// To whom a question goes: "ao médico", "à doutora Ana", "pro médico", "para a médica", "com o Dr. Silva".
const TO = '(?:(?:ao|[àa]|o|aos|pro|pra|para\\s+(?:o|a)|para|com\\s+(?:o|a)|com)(?:\\s+(?:meu|minha))?)\\s+'

// Asking, as a wish or a plan, never as done ("perguntei"): "perguntar", "pergunte", "vou perguntar".
const ASK = '(?<![\\p{L}])(?:perguntar|pergunte|perguntarei|tirar\\s+(?:uma\\s+)?d[úu]vidas?|consultar)'

// Telling: "falar pro médico que…", "dizer à doutora que…", "conversar com o médico sobre…".
const TELL = '(?<![\\p{L}])(?:dizer|falar|contar|avisar|conversar|comentar)'

// The question word kept at the head of a question: "por que ando tão cansada".
const WH = '(?:por\\s*qu[eê]|porqu[eê]|como|quando|quant[oa]s?|o\\s+qu[eê]|qu[eê]|onde|qual|quais)(?![\\p{L}])'

// What comes between the doctor and the question, and is left out: "sobre", "do", "se".
const ABOUT =
  '(?:sobre|do|da|dos|das|de(?!\\s+fam[ií]lia)|se|a\\s+respeito\\s+d[eoa]s?|quanto\\s+(?:a|ao|[àa])|acerca\\s+d[eoa]s?)\\s+'

// Not said of a visit: "não vou ao médico".
const NOT = '(?<!(?:^|[^\\p{L}])(?:n[ãa]o|nunca)\\s+)'

// Saying when, after "é": "é na quinta", "é amanhã".
const WHEN =
  '(?:amanh[ãa]|hoje|depois|na|no|dia|[àa]s?|segunda|ter[çc]a|quarta|quinta|sexta|s[áa]bado|domingo|semana|daqui|em|nesta|neste|nessa|nesse|essa|esta|pra|para)(?![\\p{L}])'

// A visit asked about rather than said ("preciso ir ao médico?"): a question mark in the same clause.
const NOT_ASKING = '(?![^.!?,;]*\\?)'

export const portugueseDoctorTalk: DoctorTalk = {
  question: [
    // "quero perguntar pro médico por que ando tão cansada": the question word stays.
    new RegExp(`${ASK}\\s+${TO}${DOCTOR}[\\s,:]+(?<question>${WH}.+)`, 'iu'),
    // "me lembra de perguntar ao Dr. Silva sobre os remédios", "… se posso parar o remédio".
    new RegExp(`${ASK}\\s+${TO}${DOCTOR}[\\s,:]+${ABOUT}(?<question>.+)`, 'iu'),
    // "perguntar ao médico: posso viajar?"
    new RegExp(`${ASK}\\s+${TO}${DOCTOR}\\s*:\\s*(?<question>.+)`, 'iu'),
    // "preciso falar pro médico que estou tonta", "conversar com a médica sobre a pressão".
    new RegExp(`${TELL}\\s+${TO}${DOCTOR}[\\s,:]+(?:que|sobre|do|da|dos|das)\\s+(?<question>.+)`, 'iu'),
    // "pergunta para o médico: …", "anota uma dúvida pra doutora: …".
    new RegExp(
      `(?:perguntas?|d[úu]vidas?|anot(?:a|e|ar)(?:\\s+(?:uma|essa|esta)\\s+(?:pergunta|d[úu]vida))?)\\s+(?:para|pra|pro|ao|[àa])\\s+(?:(?:o|a|meu|minha|o\\s+meu|a\\s+minha)\\s+)?${DOCTOR}(?:\\s*[:\\-–]\\s*|\\s*,\\s*|\\s+(?:se|sobre)\\s+)(?<question>.+)`,
      'iu',
    ),
  ],
  visit: [
    // "vou ao médico na quinta", "vou no médico amanhã", "vou ver o Dr. Silva", "preciso ir à doutora".
    new RegExp(
      `${NOT}(?<![\\p{L}])(?:vou|irei|vamos|tenho\\s+que\\s+ir|tenho\\s+de\\s+ir|preciso\\s+ir|vou\\s+ter\\s+que\\s+ir|vou\\s+passar)\\s+(?:(?:ao|[àa]|no|na|em|pro|pra|para\\s+o|para\\s+a|a)\\s+(?:meu\\s+|minha\\s+)?|(?:ver|visitar|consultar(?:\\s+com)?)\\s+(?:(?:o|a|meu|minha|o\\s+meu|a\\s+minha)\\s+)?)${DOCTOR}${NOT_ASKING}`,
      'iu',
    ),
    // "tenho consulta com o Dr. Silva", "marquei consulta com o cardiologista", "tenho retorno com a médica".
    new RegExp(
      `${NOT}(?<![\\p{L}])(?:tenho|terei|vou\\s+ter|marquei|agendei|consegui)\\s+(?:uma\\s+|a\\s+|minha\\s+)?(?:consulta|hora\\s+marcada|retorno|revis[ãa]o|check-?up|atendimento)\\s+(?:(?:amanh[ãa]|hoje|na\\s+\\p{L}+|no\\s+\\p{L}+)\\s+)?(?:com|no|na)\\s+(?:(?:o|a|meu|minha|o\\s+meu|a\\s+minha)\\s+)?${DOCTOR}`,
      'iu',
    ),
    // "tenho uma consulta amanhã", "tenho consulta médica", "marquei uma consulta".
    new RegExp(
      `${NOT}(?<![\\p{L}])(?:tenho|terei|vou\\s+ter|marquei|agendei|consegui)\\s+(?:uma\\s+|a\\s+|minha\\s+)?(?:consulta(?![\\p{L}])|retorno\\s+m[ée]dico|exames?\\s+m[ée]dicos?)`,
      'iu',
    ),
    // "tenho médico amanhã".
    new RegExp(`${NOT}(?<![\\p{L}])tenho\\s+(?:m[ée]dic[oa]|doutora?|dentista|\\p{L}+logista)\\s+${WHEN}`, 'iu'),
    // "minha consulta com o médico é na quinta", "a consulta é amanhã".
    new RegExp(
      `(?<![\\p{L}])(?:minha|a)\\s+consulta(?:\\s+m[ée]dica|\\s+(?:com|no|na)\\s+(?:(?:o|a|meu|minha)\\s+)?${DOCTOR})?\\s+(?:[ée]|vai\\s+ser|ser[áa]|est[áa]\\s+marcada\\s+para|est[áa]\\s+marcada|cai)\\s+${WHEN}`,
      'iu',
    ),
    // "me ajuda a me preparar para a consulta", "preparar minha ida ao médico".
    new RegExp(
      `(?<![\\p{L}])(?:preparar|prepare|prepara|preparando)(?:-me)?(?![\\p{L}])(?:\\s+\\S+){0,3}?\\s+(?:(?:para|pra)\\s+)?(?:a|minha|a\\s+minha|uma)\\s+(?:consulta|ida\\s+(?:ao|[àa]|no|na|pro|pra)\\s+${DOCTOR_WORD}|visita\\s+(?:ao|[àa]|pro|pra)\\s+${DOCTOR_WORD})`,
      'iu',
    ),
    // "me preparar para o médico".
    new RegExp(`(?<![\\p{L}])preparar(?:-me)?\\s+(?:para|pra|pro)\\s+(?:(?:o|a)\\s+)?${DOCTOR_WORD}`, 'iu'),
    // "preciso de um resumo para o médico", "um resumo pra levar à doutora".
    new RegExp(
      `resumo(?:\\s+m[ée]dico)?\\s+(?:(?:para|pra)\\s+(?:levar|mostrar|entregar|dar)\\s+(?:ao|[àa]|pro|pra|para\\s+o|para\\s+a)\\s+(?:(?:meu|minha)\\s+)?|(?:para|pra|pro)\\s+(?:(?:o|a|meu|minha|o\\s+meu|a\\s+minha)\\s+)?)(?:${DOCTOR_WORD}|dra?\\.?|consulta)`,
      'iu',
    ),
  ],
  summaryReady: (doctor, day) =>
    `Preparei um resumo para ${
      doctor && day
        ? `a sua consulta com ${withArticle(doctor)} ${onDay(day)}`
        : doctor
          ? `a sua consulta com ${withArticle(doctor)}`
          : day
            ? `a sua consulta ${onDay(day)}`
            : 'o médico'
    }. Você pode imprimir ou salvar como PDF. Se quiser perguntar alguma coisa ao médico, é só me dizer, por exemplo: “quero perguntar ao médico sobre o meu joelho”.`,
  questionKept: (question) =>
    `Adicionei “${question}” às suas perguntas para o médico. Elas vão aparecer no seu resumo para a consulta.`,
  questionsFull: (limit) =>
    `Sua lista de perguntas para o médico está cheia (${limit} perguntas), então não consegui adicionar esta. Abra o resumo para tirar as que você não precisa mais e depois me diga de novo.`,
  openSummary: 'Abrir o resumo',
}

/** "o Dr. Silva", "a doutora Ana": a title takes its article; a name said without one stays as it is. */
function withArticle(doctor: string) {
  if (/^(?:dra\.?|doutora)(?:\s|$)/iu.test(doctor)) return `a ${doctor}`
  if (/^(?:dr\.?|doutor)(?:\s|$)/iu.test(doctor)) return `o ${doctor}`
  return doctor
}

/**
 * "na quinta-feira, 3 de dezembro de 2026", "no sábado, 5 de dezembro", "em 3 de dezembro de 2026":
 * a day as Intl writes it (segunda-feira to sexta-feira are feminine, sábado and domingo masculine).
 */
function onDay(day: string) {
  const first = day.split(',')[0]!.trim()
  return `${first.endsWith('-feira') ? 'na' : first === 'sábado' || first === 'domingo' ? 'no' : 'em'} ${day}`
}
