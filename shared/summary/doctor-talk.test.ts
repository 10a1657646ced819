import { describe, expect, it } from 'vitest'
import type { ChatLanguage } from '#shared/chat/chat-languages.ts'
import { doctorTalk, readDoctorTalk } from '#shared/summary/doctor-talk.ts'

// Messages as older people type or dictate them, in each chat language.
type Samples = {
  /** A question to keep for the doctor, with the question as kept. */
  questions: [message: string, question: string][]
  /** A visit coming up, or a wish to get ready for one, with the doctor as named (null: none named). */
  visits: [message: string, doctor: string | null][]
  /** Talk that mentions a doctor but is neither: said of the past, of someone else, asked, or refused. */
  calm: string[]
}

const samples: Record<ChatLanguage, Samples> = {
  english: {
    questions: [
      ['Ask the doctor about my knee', 'My knee'],
      ['remind me to ask Dr. Lee about my pills', 'My pills'],
      ['Question for the doctor: is my blood pressure too high?', 'Is my blood pressure too high'],
      ['I need to ask my GP whether I can stop the statins', 'Whether I can stop the statins'],
      ["ask the doctor why I'm so tired", "Why I'm so tired"],
      ['ask Dr. Lee how long I take the antibiotics', 'How long I take the antibiotics'],
      ['tell the doctor about my dizzy spells', 'My dizzy spells'],
      ['I should ask the cardiologist if I can fly in May', 'If I can fly in May'],
      ['ask my doctor about the rash on my arm', 'The rash on my arm'],
      ["don't let me forget to ask the nurse about my flu jab", 'My flu jab'],
    ],
    visits: [
      ["I'm seeing Dr. Lee on Thursday", 'Dr. Lee'],
      ["I have a doctor's appointment tomorrow", null],
      ["I've got a doctor's appointment tomorrow", null],
      ["I'm going to the doctor next week", null],
      ["help me prepare for my doctor's visit", null],
      ['I need a summary for the doctor', null],
      ['I have an appointment with Dr. Patel on Monday at 10', 'Dr. Patel'],
      ["I'll be seeing Dr Okafor on Friday afternoon", 'Dr Okafor'],
      ['i got a hospital appointment next tuesday', null],
      ['I am going to the dentist tomorrow morning', null],
    ],
    calm: [
      'My doctor is nice',
      "The doctor said I'm fine",
      'Call my doctor',
      'I went to the doctor yesterday and all is well',
      'The doctor asked about my sleep',
      'My daughter is a doctor',
      'I told the nurse about my knee',
      "I had a doctor's appointment last week",
      'Dr. Lee has been my doctor for twenty years',
      'should I go to the doctor?',
    ],
  },

  spanish: {
    questions: [
      ['Quiero preguntarle al médico por mi rodilla', 'Mi rodilla'],
      ['tengo que preguntarle al medico por qué estoy tan cansada', 'Por qué estoy tan cansada'],
      ['recuérdame preguntarle al doctor López por las pastillas', 'Las pastillas'],
      ['Pregunta para el médico: ¿es normal que me duela la cadera?', 'Es normal que me duela la cadera'],
      [
        'tengo que preguntarle a la doctora si puedo dejar la pastilla de la tensión',
        'Puedo dejar la pastilla de la tensión',
      ],
      ['tengo que decirle al médico que me mareo por las mañanas', 'Me mareo por las mañanas'],
      ['recuérdame que le pregunte a mi médica de cabecera sobre la tensión', 'La tensión'],
      [
        'quiero preguntarle al Dr. Ruiz cuántas veces al día tomo el omeprazol',
        'Cuántas veces al día tomo el omeprazol',
      ],
      ['que no se me olvide consultarle al endocrinólogo lo del azúcar', 'Lo del azúcar'],
      ['quiero hablar con el médico sobre los dolores de cabeza', 'Los dolores de cabeza'],
    ],
    visits: [
      ['El jueves voy a ver al doctor López', 'doctor López'],
      ['mañana tengo cita con el médico', null],
      ['la semana que viene voy al médico', null],
      ['ayúdame a prepararme para la cita con el médico', null],
      ['necesito un resumen para el médico', null],
      ['tengo consulta con la Dra. García el lunes a las diez', 'Dra. García'],
      ['me toca revisión con el cardiólogo el día 12', null],
      ['tengo médico el viernes', null],
      ['me ve la doctora Pérez pasado mañana', 'doctora Pérez'],
      ['mi cita con el médico es el jueves', null],
      ['hazme un resumen para llevar al médico', null],
    ],
    calm: [
      'Mi médico es muy amable',
      'El médico dijo que estoy bien',
      '¿Puedes llamar a mi médico?',
      'Ayer fui al médico y todo salió bien',
      'Le pregunté al médico por la rodilla y me dijo que no es nada',
      'Mi hija es doctora en Madrid',
      'La doctora García me recetó unas pastillas nuevas',
      'Tenía cita con el médico pero la cancelaron',
      'Mi marido tiene cita con el médico mañana',
      'no voy al médico hasta que me duela de verdad',
      '¿tengo que ir al médico?',
    ],
  },

  french: {
    questions: [
      ['je voudrais parler au médecin de mon genou', 'Mon genou'],
      ['je veux demander au médecin pourquoi je suis si fatiguée', 'Pourquoi je suis si fatiguée'],
      ['rappelle-moi de demander au docteur Martin pour mes cachets', 'Mes cachets'],
      ["Question pour le médecin : est-ce normal d'avoir mal au dos ?", "Est-ce normal d'avoir mal au dos"],
      ["il faut que je demande à mon médecin s'il faut continuer les gouttes", 'Il faut continuer les gouttes'],
      ['je dois demander au Dr Lefèvre si je peux reprendre la marche', 'Je peux reprendre la marche'],
      ["il faut que je dise au médecin que j'ai des vertiges le matin", "J'ai des vertiges le matin"],
      ['je voudrais demander à la cardiologue au sujet de ma tension', 'Ma tension'],
      [
        "demander à l'infirmière combien de temps je dois garder le pansement",
        'Combien de temps je dois garder le pansement',
      ],
      ['à demander au médecin traitant : quand refaire une prise de sang', 'Quand refaire une prise de sang'],
    ],
    visits: [
      ['je vois le docteur Martin jeudi', 'docteur Martin'],
      ["j'ai rendez-vous chez le médecin demain", null],
      ['je vais chez le médecin la semaine prochaine', null],
      ['aidez-moi à préparer mon rendez-vous chez le médecin', null],
      ['il me faut un résumé pour le médecin', null],
      ["j'ai pris rendez-vous avec le Dr Dubois pour lundi", 'Dr Dubois'],
      ['je passe chez la docteure Leroy cet après-midi', 'docteure Leroy'],
      ["j'ai un rendez-vous médical vendredi", null],
      ['mon rendez-vous chez le cardiologue est jeudi', null],
      ['le médecin me reçoit demain à 10 h', null],
    ],
    calm: [
      'Mon médecin est très gentil',
      'Le docteur a dit que tout allait bien',
      "Appelle mon médecin s'il te plaît",
      'Je suis allée chez le médecin hier',
      "J'ai demandé au médecin pour mon genou, il dit que c'est l'arthrose",
      "Le médecin m'a demandé si je dormais bien",
      'Ma fille est médecin à Lyon',
      "J'avais rendez-vous chez le dentiste ce matin",
      'je ne vais pas chez le médecin pour si peu',
      'Simon va chez le médecin demain',
      'est-ce que je dois aller chez le médecin ?',
    ],
  },

  german: {
    questions: [
      ['Ich will den Arzt nach meinem Knie fragen', 'Knie'],
      ['Ich möchte die Ärztin fragen, warum ich immer so müde bin', 'Warum ich immer so müde bin'],
      ['Erinnere mich daran, Dr. Müller nach meinen Tabletten zu fragen', 'Tabletten'],
      ['Frage an den Arzt: Ist das normal mit dem Schwindel?', 'Ist das normal mit dem Schwindel'],
      [
        'ich muss meine Hausärztin fragen, ob ich die Wassertabletten absetzen kann',
        'Ob ich die Wassertabletten absetzen kann',
      ],
      ['Ich möchte mit der Ärztin über meine Schlafprobleme sprechen', 'Schlafprobleme'],
      ['Ich muss dem Arzt sagen, dass mir morgens oft schwindelig ist', 'Dass mir morgens oft schwindelig ist'],
      ['ich sollte den Orthopäden wegen meiner Hüfte fragen', 'Wegen meiner Hüfte'],
      ['Frag Dr. Schneider, wie lange ich die Salbe nehmen soll', 'Wie lange ich die Salbe nehmen soll'],
      ['Fragen für den Arztbesuch: Kann ich wieder Auto fahren?', 'Kann ich wieder Auto fahren'],
    ],
    visits: [
      ['Ich gehe am Donnerstag zu Dr. Müller', 'Dr. Müller'],
      ['Ich habe morgen einen Arzttermin', null],
      ['Nächste Woche muss ich zum Arzt', null],
      ['Hilf mir, mich auf den Arztbesuch vorzubereiten', null],
      ['Ich brauche eine Zusammenfassung für den Arzt', null],
      ['ich habe einen Termin bei Frau Dr. Schmidt am Montag', 'Dr. Schmidt'],
      ['hab am Freitag nen Zahnarzttermin', null],
      ['Morgen bin ich beim Kardiologen', null],
      ['Mein Arzttermin ist am Dienstag um 10', null],
      ['ich muss übermorgen zu Doktor Weber', 'Doktor Weber'],
      ['Bereite mich bitte auf den Termin bei der Hausärztin vor', null],
    ],
    calm: [
      'Mein Hausarzt ist sehr nett',
      'Der Arzt hat gesagt, alles ist in Ordnung',
      'Ruf bitte meinen Arzt an',
      'Ich war gestern beim Arzt',
      'Ich habe die Ärztin gefragt, ob ich mehr trinken soll',
      'Meine Tochter ist Ärztin in München',
      'Soll ich zum Arzt gehen?',
      'Muss ich deswegen zum Arzt?',
      'Ich will nicht zum Arzt',
      'Ich habe meinen Arzttermin verpasst',
      'Mein Mann geht morgen zum Arzt',
      'Ich bin seit Jahren bei Dr. Müller in Behandlung',
      'Wenn es nicht besser wird, gehe ich zum Arzt',
    ],
  },

  italian: {
    questions: [
      ['vorrei chiedere al medico del mio ginocchio', 'Mio ginocchio'],
      ['devo chiedere al dottore perché sono sempre stanca', 'Perché sono sempre stanca'],
      ['ricordami di chiedere al dottor Rossi delle mie pastiglie', 'Mie pastiglie'],
      ['Domanda per il medico: è normale avere i piedi gonfi?', 'È normale avere i piedi gonfi'],
      [
        'voglio chiedere alla dottoressa se posso smettere la pastiglia della pressione',
        'Posso smettere la pastiglia della pressione',
      ],
      ['devo dire al medico che mi gira spesso la testa', 'Mi gira spesso la testa'],
      [
        'chiedere al diabetologo quante volte al giorno devo misurare la glicemia',
        'Quante volte al giorno devo misurare la glicemia',
      ],
      ['devo parlare col medico di base del dolore alla spalla', 'Dolore alla spalla'],
      ["chiedere all'oculista: posso guidare?", 'Posso guidare'],
    ],
    visits: [
      ['giovedì vado dal dottor Rossi', 'dottor Rossi'],
      ['domani ho un appuntamento dal medico', null],
      ['la settimana prossima vado dal medico', null],
      ['aiutami a preparare la visita dal medico', null],
      ['mi serve un riepilogo per il medico', null],
      ['ho la visita con la dottoressa Bianchi lunedì', 'dottoressa Bianchi'],
      ['ho appuntamento dalla dott.ssa Ferri alle 10', 'dott.ssa Ferri'],
      ['ho una visita medica venerdì mattina', null],
      ['la mia visita dal medico è giovedì', null],
      ['vado a farmi vedere dal dermatologo', null],
      ['prepararmi per la visita di giovedì', null],
    ],
    calm: [
      'Il mio medico è molto gentile',
      'Il dottore ha detto che va tutto bene',
      'Chiama il mio medico per favore',
      'Ieri sono andata dal medico',
      'Ho chiesto al medico del ginocchio e mi ha detto che è artrosi',
      'Il medico mi ha chiesto se dormo bene',
      'Mia figlia fa il medico a Milano',
      'Non vado dal medico per un raffreddore',
      'mio marito va dal medico domani',
      'preparo la cena per la visita di mia figlia',
      'devo andare dal medico?',
    ],
  },

  portuguese: {
    questions: [
      ['quero perguntar ao médico sobre o meu joelho', 'O meu joelho'],
      ['preciso perguntar pro médico por que ando tão cansada', 'Por que ando tão cansada'],
      ['me lembra de perguntar ao Dr. Silva sobre os remédios', 'Os remédios'],
      ['Pergunta para o médico: é normal ter tanta falta de ar?', 'É normal ter tanta falta de ar'],
      ['tenho que perguntar à doutora se posso parar o remédio da pressão', 'Posso parar o remédio da pressão'],
      ['preciso falar pro médico que estou ficando tonta de manhã', 'Estou ficando tonta de manhã'],
      ['quero conversar com a cardiologista sobre a pressão alta', 'A pressão alta'],
      [
        'perguntar pro oftalmologista quantas vezes por dia posso usar o colírio',
        'Quantas vezes por dia posso usar o colírio',
      ],
      ['anota uma dúvida pra doutora Ana: exame de sangue', 'Exame de sangue'],
    ],
    visits: [
      ['vou ver o Dr. Silva na quinta', 'Dr. Silva'],
      ['tenho consulta com o médico amanhã', null],
      ['semana que vem vou ao médico', null],
      ['me ajuda a me preparar para a consulta', null],
      ['preciso de um resumo para o médico', null],
      ['tenho consulta com a doutora Ana na segunda', 'doutora Ana'],
      ['vou no médico amanhã cedo', null],
      ['marquei consulta com o cardiologista para sexta', null],
      ['tenho médico amanhã', null],
      ['minha consulta com o médico é na quinta', null],
      ['tenho retorno com a Dra. Souza dia 15', 'Dra. Souza'],
    ],
    calm: [
      'Meu médico é muito atencioso',
      'O médico disse que estou bem',
      'Liga pro meu médico, por favor',
      'Fui ao médico ontem e deu tudo certo',
      'Perguntei ao médico sobre o joelho e ele disse que é artrose',
      'A médica me perguntou se eu durmo bem',
      'Minha filha é médica em Curitiba',
      'Não vou ao médico por causa de um resfriado',
      'Meu marido tem consulta com o médico amanhã',
      'A consulta foi ótima',
      'Preciso ir ao médico?',
      'tenho um médico muito bom',
    ],
  },

  chinese: {
    questions: [
      ['问问医生我的膝盖', '我的膝盖'],
      ['我想问医生为什么我总是很累', '为什么我总是很累'],
      ['提醒我问李医生关于我的药', '我的药'],
      ['给医生的问题：我的血压是不是太高了？', '我的血压是不是太高了'],
      ['下次要问一下王大夫降压药能不能减量', '降压药能不能减量'],
      ['我要跟医生说我晚上老是睡不好', '我晚上老是睡不好'],
      ['记得告诉医生最近头晕', '最近头晕'],
      ['别忘了问眼科医生眼药水一天滴几次', '眼药水一天滴几次'],
      ['到时候跟张医生商量一下要不要换药', '要不要换药'],
    ],
    visits: [
      ['我星期四要去看李医生', '李医生'],
      ['我明天要去看医生', null],
      ['我下周要去医院看病', null],
      ['帮我准备一下看医生的事', null],
      ['我需要一份给医生看的摘要', null],
      ['我约了王医生星期四上午', '王医生'],
      ['我挂了张大夫的号，后天去', '张大夫'],
      ['明天有复诊', null],
      ['我后天有医生的预约', null],
      ['下周一得去找陈医生', '陈医生'],
    ],
    calm: [
      '我的医生人很好',
      '医生说我没事',
      '帮我打电话给我的医生',
      '我昨天去看医生了，一切都好',
      '医生问我睡得好不好',
      '我女儿是医生',
      '李医生给我开了新药',
      '我不想去看医生',
      '要不要去看医生？',
      '我问过医生了，他说没关系',
      '明天陪老伴去看医生',
      '谢谢医生的关心',
    ],
  },

  japanese: {
    questions: [
      ['膝のことを先生に聞きたい', '膝'],
      ['なぜ疲れやすいのか、先生に聞いておきたいです', 'なぜ疲れやすいのか'],
      ['田中先生に薬のことを聞くのを忘れないようにしたい', '薬'],
      ['先生への質問：血圧の薬は減らせますか？', '血圧の薬は減らせますか'],
      ['次の診察で、夜眠れないことを先生に相談したい', '夜眠れない'],
      ['先生に、薬を減らせるか聞いておいて', '薬を減らせるか'],
      ['目薬は1日何回さすのか眼科の先生に確認したい', '目薬は1日何回さすのか'],
      ['お医者さんに足のむくみについて聞きたいです', '足のむくみ'],
      ['佐藤先生に聞きたいこと：運転してもいいか', '運転してもいいか'],
    ],
    visits: [
      ['木曜日に田中先生の診察があります', '田中先生'],
      ['明日、病院に行きます', null],
      ['来週お医者さんに行かないと', null],
      ['診察の準備を手伝ってください', null],
      ['先生に見せるまとめがほしいです', null],
      ['明日は通院の日です', null],
      ['来週、眼科の予約が入っています', null],
      ['金曜日は鈴木先生に診てもらいます', '鈴木先生'],
      ['歯医者に行く予定です', null],
      ['来週、佐藤医師の外来を受けます', '佐藤医師'],
    ],
    calm: [
      '田中先生はとても優しいです',
      '先生が大丈夫だと言っていました',
      '主治医に電話してください',
      '昨日病院に行きました',
      '先生に聞いたら、心配ないそうです',
      '娘は医者です',
      '近くに新しい病院ができました',
      '病院に行くべきですか？',
      '書道の先生に聞いてみたいことがあります',
      '先生に診てもらいました',
    ],
  },
}

// The example in Sage's answer to a visit, between the language's quotation marks.
const QUOTED = /(?:"|«\s?|“|„|「)([^"«»“”„「」]+?)(?:"|\s?»|“|”|」)[^"«»“”„「」]*$/u

describe('readDoctorTalk', () => {
  for (const [language, { questions, visits, calm }] of Object.entries(samples) as [ChatLanguage, Samples][]) {
    describe(language, () => {
      it.each(questions)('keeps the question of %j', (message, question) => {
        expect(readDoctorTalk(message, language)).toEqual({ kind: 'question', question })
      })

      it.each(visits)('reads a visit in %j', (message, doctor) => {
        expect(readDoctorTalk(message, language)).toEqual({ kind: 'visit', doctor })
      })

      it.each(calm)('reads nothing in %j', (message) => {
        expect(readDoctorTalk(message, language)).toBeNull()
      })

      it('reads the example Sage gives as a question to keep', () => {
        const example = QUOTED.exec(doctorTalk[language].summaryReady(null, null))?.[1]
        expect(example).toBeTruthy()
        expect(readDoctorTalk(example!, language)?.kind).toBe('question')
      })

      it('puts the doctor, the day and the question in its answers', () => {
        const talk = doctorTalk[language]
        const ready = talk.summaryReady('Dr. Lee', '3/12/2026')
        expect(ready).toContain('Lee')
        expect(ready).toContain('3/12/2026')
        expect(talk.summaryReady(null, null)).not.toMatch(/null|undefined/)
        expect(talk.questionKept('X-ray results')).toContain('X-ray results')
        expect(talk.questionsFull(50)).toContain('50')
      })
    })
  }
})
