import { type ChatLanguage } from '../chat-languages.ts'
import { type Intent } from './intents.ts'

/** What each intent looks like in one language, on folded text (lowercase, no accents). */
export type IntentPatterns = Partial<Record<Intent, RegExp>>

const english: IntentPatterns = {
  lonely:
    /\b(lonely|loneliness|so alone|all alone|i feel alone|i'm alone|on my own|isolated|no ?one to talk|nobody to talk|i miss (my|having|people))\b/,
  medications: /\b(medications?|medicines?|meds|pills?|tablets?|prescriptions?|drugs)\b/,
  conditions: /\b(conditions?|diagnos[ie]s|illness(es)?|diseases?|health problems?|medical history|my health)\b/,
  doctor: /\b(doctors?|dr|physician|gp)\b/,
  'emergency-contacts': /\b(emergency|contacts?|who (can|should|do) i call)\b/,
  appointments: /\b(appointments?|appt|schedule|calendar|upcoming|agenda|events?|what's next|what is next)\b/,
  photos: /\b(photos?|pictures?|pics?|gallery|albums?|images?)\b/,
  capabilities:
    /\b(what (can|do) you (do|help)|what can i ask|how (can|do) you help|who are you|what are you|your (features|abilities)|help me|help)\b/,
  'something-nice':
    /\b((tell|say) me something|something (nice|good|happy|cheerful|lovely|positive|kind)|cheer me up|good news|make me smile|brighten my day)\b/,
  'how-are-you': /\b(how are you|how('s| is) it going|how are things|how do you do|how have you been|how you doing)\b/,
  thanks: /\b(thanks?|thank you|thx|ty|appreciate it|much obliged)\b/,
  greeting: /\b(hi|hello|hey|hiya|howdy|good (morning|afternoon|evening|day)|greetings)\b/,
  goodbye:
    /\b(bye|goodbye|good ?night|see you|see ya|talk (to you )?later|farewell|take care|gotta go|got to go|ttyl)\b/,
}

const spanish: IntentPatterns = {
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
}

const french: IntentPatterns = {
  lonely:
    /\b(je (me sens|suis) (tres |si |bien )?seule?|solitude|isolee?|personne (a qui|avec qui) parler|tu me manques)\b/,
  medications: /\b(medicaments?|traitements?|pilules?|comprimes?|ordonnances?|cachets?)\b/,
  conditions: /\b(maladies?|conditions?|diagnostics?|antecedents|pathologies?|problemes de sante|ma sante)\b/,
  doctor: /\b(medecins?|docteure?|dr)\b/,
  'emergency-contacts': /\b(urgences?|contacts?|qui (puis-je |dois-je )?appeler)\b/,
  appointments: /\b(rendez-vous|rdv|agenda|calendrier|prochaine?s? (visites?|evenements?))\b/,
  photos: /\b(photos?|images?|galerie|albums?)\b/,
  capabilities:
    /\b((peux|pouvez)[- ](tu|vous) faire|(tu peux|vous pouvez|tu sais|vous savez) faire|qui es[- ]tu|qui etes[- ]vous|m'aider|aidez-moi|aide-moi|aide)\b/,
  'something-nice':
    /\b(quelque chose de (gentil|beau|joli|positif|agreable|sympa)|remonte[- ]moi le moral|remontez[- ]moi le moral|bonnes? nouvelles?|fais[- ]moi sourire|faites[- ]moi sourire)\b/,
  'how-are-you': /\b(comment (vas[- ]tu|allez[- ]vous|ca va)|ca va|tu vas bien|vous allez bien)\b/,
  thanks: /\b(merci|je vous remercie|je te remercie)\b/,
  greeting: /\b(bonjour|salut|bonsoir|coucou)\b/,
  goodbye: /\b(au revoir|a bientot|a plus|bonne nuit|a demain|adieu)\b/,
}

const german: IntentPatterns = {
  lonely: /(einsam|allein|niemand zum reden|ich vermisse|ich bin (so )?traurig)/,
  medications: /(medikament|tablette|pille|arznei|medizin|rezept)/,
  conditions: /(erkrankung|krankheit|diagnose|krankengeschichte|gesundheitsproblem|beschwerden|meine gesundheit)/,
  doctor: /(arzt|arztin|doktor|\bdr\b)/,
  'emergency-contacts': /(notfall|kontakt|notruf|wen (kann|soll) ich anrufen)/,
  appointments: /(termin|kalender|verabredung|was steht an)/,
  photos: /(foto|\bbilder?\b|galerie|album)/,
  capabilities:
    /(was kannst du|was konnen sie|wer bist du|wer sind sie|wie (kannst du|konnen sie) (mir )?helfen|\bhilfe\b)/,
  'something-nice':
    /((sag|sagen sie|erzahl|erzahlen sie) mir (etwas|was) (schones|nettes|positives)|etwas (schones|nettes)|munter mich auf|aufmuntern|gute nachrichten|bring mich zum lacheln)/,
  'how-are-you': /(wie geht'?s|wie geht es (dir|ihnen)|wie gehts|alles gut bei dir)/,
  thanks: /(danke|vielen dank|dankeschon)/,
  greeting: /\b(hallo|guten (morgen|tag|abend)|servus|moin|gru(ss|ß) gott|hi)\b/,
  goodbye: /(tschuss|tschus|auf wiedersehen|bis (bald|spater|morgen)|gute nacht|\bciao\b)/,
}

const italian: IntentPatterns = {
  lonely:
    /\b(mi sento (molto |cosi )?sol[oa]|sono (molto |cosi )?sol[oa]|solitudine|nessuno con cui parlare|isolat[oa]|mi manca|mi mancano)\b/,
  medications: /\b(medicin\w*|farmac\w*|pillol\w*|compress\w*|ricett\w*)/,
  conditions: /\b(malatti\w*|condizion\w*|diagnosi|patologi\w*|storia clinica|problemi di salute|la mia salute)/,
  doctor: /\b(medico|dottore|dottoressa|dott)\b/,
  'emergency-contacts': /\b(emergenz\w*|contatt\w*|chi (posso )?chiamare)/,
  appointments: /\b(appuntament\w*|calendario|agenda|impegni|visit[ae])\b/,
  photos: /\b(foto\w*|immagin\w*|galleria|album)/,
  capabilities:
    /\b((cosa|che cosa) (sai|puoi|puo|sa) fare|chi sei|chi e lei|come (mi )?(puoi|puo) aiutar\w*|aiutami|aiuto)\b/,
  'something-nice':
    /\b(qualcosa di (bello|carino|positivo|gentile)|tirami su|mi tiri su|buone notizie|fammi sorridere)\b/,
  'how-are-you': /\b(come stai|come sta|come va|tutto bene)\b/,
  thanks: /\b(grazie|ti ringrazio|la ringrazio)\b/,
  greeting: /\b(ciao|buongiorno|buonasera|salve)\b/,
  goodbye: /\b(arrivederci|a presto|ci vediamo|buonanotte|a domani|addio)\b/,
}

const portuguese: IntentPatterns = {
  lonely: /\b((me sinto|estou|sinto-me) (muito |tao )?(sozinh[oa]|so)|solidao|saudade|ninguem para conversar)\b/,
  medications: /\b(medicament\w*|remedios?|comprimidos?|pilulas?|receitas?)\b/,
  conditions:
    /\b(doencas?|condicao|condicoes|diagnosticos?|historico medico|problemas de saude|enfermidades?|minha saude)\b/,
  doctor: /\b(medic[oa]s?|doutora?|dra?)\b/,
  'emergency-contacts': /\b(emergencias?|contatos?|contactos?|para quem (posso )?ligar)\b/,
  appointments: /\b(consultas?|compromissos?|agenda|calendario|marcacao|proxim[oa]s? (eventos?|visitas?))\b/,
  photos: /\b(fotos?|fotografias?|imagem|imagens|galeria|album)\b/,
  capabilities:
    /\b(o que (voce |tu )?(pode|podes|sabe|sabes) fazer|quem (e|es) (voce|tu)|como (voce )?(pode|podes) me ajudar|me ajude|ajuda)\b/,
  'something-nice':
    /\b(algo (bonito|bom|legal|positivo|agradavel|alegre)|me anime|me alegre|boas noticias|me faca sorrir|me faz sorrir)\b/,
  'how-are-you': /\b(como (voce )?(esta|vai)|como estas|tudo bem|tudo bom)\b/,
  thanks: /\b(obrigad[oa]|valeu|agradeco)\b/,
  greeting: /\b(ola|oi|bom dia|boa tarde|boa noite)\b/,
  goodbye: /\b(tchau|adeus|ate (logo|amanha|mais|breve)|falou)\b/,
}

const chinese: IntentPatterns = {
  lonely: /(孤单|孤独|寂寞|没人陪|没有人陪|一个人好)/,
  medications: /(药)/,
  conditions: /(病史|疾病|健康状况|诊断|什么病|慢性病)/,
  doctor: /(医生|大夫|医师)/,
  'emergency-contacts': /(紧急|联系人|急救)/,
  appointments: /(预约|约会|日程|安排|日历|行程|看诊)/,
  photos: /(照片|相片|图片|相册)/,
  capabilities: /(你能做什么|您能做什么|你会做什么|你可以做什么|你是谁|您是谁|能帮我什么|怎么帮我|帮助|功能)/,
  'something-nice': /(说点开心|说点好听|开心的事|好消息|让我开心|说些好|美好的事|逗我开心)/,
  'how-are-you': /(你好吗|您好吗|最近怎么样|你怎么样|您怎么样|过得怎么样|过得好吗)/,
  thanks: /(谢谢|多谢|感谢)/,
  greeting: /(你好|您好|早上好|下午好|晚上好|嗨|哈喽|早安)/,
  goodbye: /(再见|拜拜|晚安|回头见|明天见)/,
}

const japanese: IntentPatterns = {
  lonely: /(寂しい|さみしい|さびしい|淋しい|孤独|ひとりぼっち|一人ぼっち)/,
  medications: /(薬|くすり)/,
  conditions: /(病気|持病|病歴|診断|健康状態|既往)/,
  doctor: /(医者|主治医|お医者|ドクター|先生)/,
  'emergency-contacts': /(緊急|連絡先|非常時)/,
  appointments: /(予約|予定|約束|カレンダー|スケジュール|診察)/,
  photos: /(写真|画像|アルバム|ギャラリー|フォト)/,
  capabilities: /(何ができ|なにができ|できること|あなたは誰|あなたはだれ|どう手伝|手伝って|ヘルプ)/,
  'something-nice':
    /(いい話|いいこと|嬉しい話|うれしい話|明るい話|素敵なこと|元気づけ|励まして|良いニュース|いいニュース)/,
  'how-are-you': /(元気ですか|お元気|調子はどう|元気\?|元気？|ご機嫌いかが)/,
  thanks: /(ありがとう|感謝|どうも)/,
  greeting: /(こんにちは|おはよう|こんばんは|やあ|もしもし)/,
  goodbye: /(さようなら|さよなら|またね|おやすみ|じゃあね|また明日)/,
}

/** The phrasings the built-in Sage recognises, per chat language. */
export const intentPatterns: Record<ChatLanguage, IntentPatterns> = {
  english,
  spanish,
  french,
  german,
  italian,
  portuguese,
  chinese,
  japanese,
}
