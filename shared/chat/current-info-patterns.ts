import type { ChatLanguage } from './chat-languages.ts'

/**
 * How one language asks about the world as it is now, in a folded sentence (lowercase, no accents,
 * straight apostrophes). A message matches a list when any pattern in it matches.
 */
export type CurrentInfoPatterns = {
  /** The message asks something: a question mark, a question word first, "tell me", "look up". */
  asks: readonly RegExp[]
  /** Weather and forecasts, always about the world outside. */
  weather: readonly RegExp[]
  /** News, scores, prices, opening hours, events, "the latest": the world, unless about the person's things. */
  world: readonly RegExp[]
  /** Today, right now, this week: the world in a question that is not about the person or Sage. */
  now: readonly RegExp[]
  /** The person's own things (my medications, my appointment, do I have), which Sage knows already. */
  own: readonly RegExp[]
  /** The person or Sage as the subject (I, you, how are you): small talk or their own day. */
  personal: readonly RegExp[]
}

const english: CurrentInfoPatterns = {
  asks: [
    /[?¿？]/u,
    /^(?:(?:so|and|hey|sage|ok|okay|please),? )?(?:what|what's|whats|who|who's|whos|when|where|which|how|is|are|was|were|will|would|did|does|do|can|could|any|anything|has|have)\b/u,
    /\b(?:tell me|let me know|look up|search|find out|check|show me|give me|read me|i want to know|i'd like to know|i would like to know|do you know|i wonder)\b/u,
  ],
  weather: [
    /\b(?:weather|forecast)\b/u,
    /\bwill it (?:rain|snow|be (?:hot|cold|warm|sunny|windy|nice))\b/u,
    /\bis it (?:going to )?(?:rain|snow)(?:ing)?\b/u,
    /\b(?:temperature|degrees) (?:outside|out there|today|tomorrow|tonight|now|right now)\b/u,
    /\bhow (?:hot|cold|warm) is it\b/u,
    /\b(?:need|take|bring) (?:an|my) umbrella\b/u,
  ],
  world: [
    /\b(?:news|headlines?|current events|traffic|road closures?|elections?)\b/u,
    /\b(?:scores?|standings|who won|who's winning|whos winning|who is winning|who is playing|who's playing)\b/u,
    /\b(?:game|match|race) (?:today|tonight|yesterday|last night|this week(?:end)?)\b/u,
    /\b(?:prices?|exchange rate|stock market|stocks|interest rates?|cost of)\b/u,
    /\bhow much (?:is|are|does|do)\b.*\bcosts?\b/u,
    /\b(?:opening|closing) (?:hours|times)\b/u,
    /\b(?:open|opens|closed|close|closes) (?:today|now|right now|tonight|tomorrow|until|till|on (?:sundays?|saturdays?|holidays?))\b/u,
    /\bwhat time (?:does|do|is|are)\b.*\b(?:open|close|opening|closing)\b/u,
    /^(?:is|are) (?:the |it )?\S+(?: \S+)? open\b/u,
    /\b(?:what's|whats|what is|anything|something) (?:happening|going on|new|on)\b.*\b(?:today|tonight|tomorrow|this (?:week|weekend|month)|right now|in town|in the world|in the city|nearby|near me|around here|locally)\b/u,
    /\b(?:latest|most recent|up to date|up-to-date)\b/u,
    /\b(?:concerts?|festivals?|exhibitions?|farmers market)\b/u,
    /\bevents? (?:in|near|around|this|today|tonight|tomorrow)\b/u,
  ],
  now: [
    /\b(?:today|tonight|tomorrow|right now|at the moment|currently|these days|nowadays|yesterday|last night)\b/u,
    /\bthis (?:week|weekend|month|morning|afternoon|evening)\b/u,
  ],
  own: [
    /\bmy (?!(?:town|city|area|neighbou?rhood|village|country|region|street|state|team|local|home ?town|home|house|place|way)\b)[a-z]/u,
    /\b(?:medications?|medicines?|meds|pills?|tablets?|prescriptions?|appointments?|reminders?|calendar)\b/u,
    /\b(?:do|did|should|shall|must|have|am) i (?:have|take|need|see|got|seeing|taking|meet|meeting|go|going)\b/u,
  ],
  personal: [
    /\b(?:i|i'm|im|i've|ive|i'll|me|my|myself|we|we're|us|our|you|you're|your|yourself)\b/u,
    /\bhow's it going\b/u,
  ],
}

const spanish: CurrentInfoPatterns = {
  asks: [
    /[?¿]/u,
    /^(?:(?:y|oye|sage|por favor),? )?(?:a que hora|que|quien|quienes|cuando|donde|cual|cuales|como|cuanto|cuanta|cuantos|cuantas|hay|habra|va a|esta|estan|sabes|sabe|puedes|puede)\b/u,
    /\b(?:dime|digame|cuentame|cuenteme|busca|busque|averigua|quiero saber|me gustaria saber|quisiera saber)\b/u,
  ],
  weather: [
    /\b(?:el tiempo|clima|pronostico|temperatura|paraguas)\b/u,
    /\b(?:que|como) tiempo\b|\btiempo (?:hace|hara)\b/u,
    /\bva a (?:llover|nevar|hacer (?:frio|calor))\b|\b(?:esta lloviendo|esta nevando|llovera|nevara)\b/u,
  ],
  world: [
    /\b(?:noticias|titulares|actualidad|trafico|elecciones)\b/u,
    /\b(?:marcador|resultados?|quien gano|quien va ganando|clasificacion|partido de)\b/u,
    /\b(?:precios?|cuanto cuesta|cuanto cuestan|cuanto vale|cuanto valen|tipo de cambio|la bolsa)\b/u,
    /\bhorarios?\b|\ba que hora (?:abre|cierra|abren|cierran)\b/u,
    /\b(?:esta|estan) (?:abiert|cerrad)[oa]s?\b|\b(?:abre|abren|abiert[oa]s?) (?:hoy|ahora|manana|el domingo)\b/u,
    /\b(?:que pasa|que esta pasando|que hay de nuevo|que hay|que ocurre)\b.*\b(?:hoy|esta noche|manana|esta semana|este fin de semana|ahora|en el mundo|en la ciudad|en el pueblo|cerca)\b/u,
    /\b(?:ultimas noticias|lo ultimo|ultima hora|ultimos resultados|mas reciente)\b/u,
    /\b(?:conciertos?|festival(?:es)?|eventos?|exposicion(?:es)?|ferias?)\b/u,
  ],
  now: [
    /\b(?:hoy|esta noche|manana|ahora|en este momento|actualmente|esta semana|este fin de semana|este mes|ayer|anoche)\b/u,
  ],
  own: [
    /\bmis? (?!(?:ciudad|pueblo|barrio|zona|pais|region|calle|equipo|casa|me|te|se|lo|la|le)\b)[a-z]/u,
    /\b(?:medicamentos?|medicinas?|pastillas?|citas?|recetas?|recordatorios?|calendario|agenda)\b/u,
    /\b(?:tengo|debo|tomo|me toca)\b/u,
  ],
  personal: [
    /\b(?:yo|me|mi|mis|nos|nosotros|tu|te|usted|ustedes|tengo|debo|hago|tomo|necesito|voy|puedo|estoy|soy|estas|eres)\b/u,
    /\bcomo (?:esta|estas|te va|le va)\b|\bque tal\b/u,
  ],
}

const french: CurrentInfoPatterns = {
  asks: [
    /[?]/u,
    /^(?:(?:et|alors|dis|sage),? )?(?:qu'|(?:a quelle heure|que|quel|quelle|quels|quelles|qui|quand|ou|comment|combien|est-ce|y a-t-il|va-t-il|fait-il|est-il|sont-ils|peux-tu|pouvez-vous)\b)/u,
    /\b(?:dis-moi|dites-moi|raconte-moi|racontez-moi|cherche|cherchez|je veux savoir|j'aimerais savoir|je voudrais savoir|savez-vous|sais-tu)\b/u,
  ],
  weather: [
    /\b(?:meteo|previsions?|temperature|parapluie)\b|\bquel temps\b/u,
    /\b(?:va-t-il|il va|va) (?:pleuvoir|neiger)\b|\b(?:pleut-il|est-ce qu'il pleut|pleuvra|neigera)\b/u,
  ],
  world: [
    /\b(?:actualites?|nouvelles|infos?|informations|journal|titres|circulation|bouchons|embouteillages?|elections?)\b/u,
    /\b(?:score|resultats?|qui a gagne|qui gagne|qui mene|classement|le match)\b/u,
    /\b(?:prix|combien coute|combien coutent|la bourse|taux de change)\b/u,
    /\bhoraires?\b|\ba quelle heure (?:ouvre|ferme|ouvrent|ferment)\b/u,
    /\b(?:est|sont) (?:ouvert|ferme)(?:e|s|es)?\b|\bouvert(?:e|s|es)? (?:aujourd'hui|maintenant|ce soir|demain|le dimanche)\b/u,
    /\b(?:se passe|quoi de neuf)\b.*\b(?:aujourd'hui|ce soir|demain|cette semaine|ce week-end|en ce moment|dans le monde|en ville|pres d'ici)\b/u,
    /\b(?:dernieres nouvelles|derniere minute|dernieres infos|le plus recent)\b/u,
    /\b(?:concerts?|festivals?|evenements?|expositions?|spectacles?)\b/u,
  ],
  now: [
    /\b(?:aujourd'hui|ce soir|demain|maintenant|en ce moment|actuellement|cette semaine|ce week-end|ce mois-ci|hier|ces jours-ci)\b/u,
  ],
  own: [
    /\b(?:mon|ma|mes) (?!(?:ville|village|quartier|region|pays|rue|equipe|coin|maison)\b)[a-z]/u,
    /\b(?:medicaments?|pilules?|comprimes?|rendez-vous|ordonnances?|rappels?|agenda|calendrier)\b/u,
    /\b(?:ai-je|dois-je|j'ai|je dois|je prends)\b/u,
  ],
  personal: [/\b(?:je|j'|moi|me|m'|nous|tu|toi|vous|te|t'|mon|ma|mes)\b/u, /\bca va\b|\bcomment (?:allez|vas)\b/u],
}

const german: CurrentInfoPatterns = {
  asks: [
    /[?]/u,
    /^(?:(?:und|sag mal|sage|bitte),? )?(?:um wie viel uhr|was|wer|wann|wo|welche[rsmn]?|wie|gibt es|gibt's|ist|sind|wird|hat|haben|hast|kannst|konnen|weißt|weisst)\b/u,
    /\b(?:sag mir|sagen sie mir|erzahl mir|erzahlen sie mir|such|suche|schau nach|schauen sie nach|ich mochte wissen|ich will wissen|weißt du|weisst du|wissen sie)\b/u,
  ],
  weather: [
    /\bwetter|\b(?:vorhersage|temperatur(?:en)?|regenschirm)\b/u,
    /\bwird es (?:regnen|schneien|heiß|heiss|kalt|warm)\b|\b(?:regnet|schneit) es\b/u,
  ],
  world: [
    /\b(?:nachrichten|neuigkeiten|schlagzeilen|tagesschau|verkehr|stau|wahlen|wahlergebnis\w*)\b/u,
    /\b(?:gewonnen|gewinnt|spielstand|ergebnis(?:se)?|tabelle|das spiel)\b/u,
    /\b(?:preis(?:e)?|was kostet|was kosten|wie viel kostet|wieviel kostet|wechselkurs|borse|aktien\w*)\b/u,
    /\b(?:offnungszeiten|geoffnet|offen|offnet|offnen|schließt|schliesst|schließen|schliessen)\b/u,
    /\b(?:was ist los|was passiert|was gibt es neues|was gibt's neues|was lauft)\b.*\b(?:heute|morgen|diese woche|am wochenende|dieses wochenende|gerade|jetzt|in der welt|in der stadt|in der nahe)\b/u,
    /\b(?:neueste[nrs]?|aktuelle[nrs]?|letzte nachrichten)\b/u,
    /\b(?:konzert\w*|festival\w*|veranstaltung\w*|ausstellung\w*|markt)\b/u,
  ],
  now: [
    /\b(?:heute|morgen|jetzt|gerade|im moment|momentan|derzeit|zurzeit|diese woche|dieses wochenende|am wochenende|diesen monat|gestern)\b/u,
  ],
  own: [
    /\bmein(?:e|en|em|er|es)? (?!(?:stadt|dorf|gegend|viertel|land|region|straße|strasse|mannschaft|verein|umgebung|nahe|haus|wohnung)\b)[a-zß]/u,
    /(?:medikament|tablette|pille|termin|rezept|erinnerung|kalender)/u,
    /\b(?:habe ich|hab ich|muss ich|soll ich|nehme ich)\b/u,
  ],
  personal: [/\b(?:ich|mich|mir|mein\w*|wir|uns|unser\w*|du|dich|dir|dein\w*|ihnen)\b/u, /\bwie geht(?:'s| es)\b/u],
}

const italian: CurrentInfoPatterns = {
  asks: [
    /[?]/u,
    /^(?:(?:e|allora|senti|sage),? )?(?:a che ora|che|cosa|chi|quando|dove|quale|quali|come|quanto|quanta|quanti|quante|c'e|ci sono|sai|puoi|hai)\b/u,
    /\b(?:dimmi|mi dica|mi dici|raccontami|mi racconti|cerca|cerchi|voglio sapere|vorrei sapere|sai dirmi|sa dirmi)\b/u,
  ],
  weather: [
    /\b(?:meteo|previsioni|temperatura|ombrello)\b|\bche tempo\b|\btempo fa\b/u,
    /\b(?:piovera|nevichera|sta piovendo|sta nevicando)\b/u,
  ],
  world: [
    /\b(?:notizie|novita|titoli|telegiornale|tg|attualita|traffico|elezioni)\b/u,
    /\b(?:punteggio|risultat[oi]|chi ha vinto|chi vince|chi gioca|classifica|la partita)\b/u,
    /\b(?:prezz[oi]|quanto costa|quanto costano|tasso di cambio|la borsa)\b/u,
    /\borari[oi]?\b|\ba che ora (?:apre|chiude|aprono|chiudono)\b|\b(?:apert|chius)[oaie]\b/u,
    /\b(?:succede|c'e di nuovo|c'e)\b.*\b(?:oggi|stasera|domani|questa settimana|questo fine settimana|questo weekend|adesso|ora|nel mondo|in citta|in paese|qui vicino)\b/u,
    /\b(?:ultime notizie|ultim'ora|ultima ora|le ultime|piu recent[ei])\b/u,
    /\b(?:concert[oi]|festival|event[oi]|mostre|la mostra|spettacol[oi]|sagr[ae])\b/u,
  ],
  now: [
    /\b(?:oggi|stasera|domani|adesso|ora|in questo momento|attualmente|questa settimana|questo fine settimana|questo weekend|ieri)\b/u,
  ],
  own: [
    /\b(?:mio|mia|miei|mie) (?!(?:citta|paese|quartiere|zona|regione|via|squadra|casa)\b)[a-z]/u,
    /\b(?:medicin[ae]|farmac[io]|pastigli[ae]|pillol[ae]|appuntament[oi]|ricett[ae]|promemoria|calendario|agenda)\b/u,
    /\b(?:devo|ho|prendo)\b/u,
  ],
  personal: [/\b(?:io|me|mi|mio|mia|miei|mie|noi|tu|te|ti|lei|voi|ho|devo)\b/u, /\bcome (?:sta|stai|va)\b/u],
}

const portuguese: CurrentInfoPatterns = {
  asks: [
    /[?]/u,
    /^(?:(?:e|entao|olha|sage),? )?(?:a que horas|o que|que|quem|quando|onde|qual|quais|como|quanto|quanta|quantos|quantas|ha|vai|esta|estao|tem|sabe|pode|voce sabe)\b/u,
    /\b(?:me diga|diga-me|me conte|conte-me|me fala|procure|pesquise|quero saber|gostaria de saber|voce sabe)\b/u,
  ],
  weather: [
    /\b(?:o tempo|clima|previsao|temperatura|guarda-chuva)\b|\bque tempo\b/u,
    /\bvai (?:chover|nevar|fazer (?:frio|calor))\b|\b(?:esta chovendo|esta nevando|chovera)\b/u,
  ],
  world: [
    /\b(?:noticias|manchetes|novidades|atualidades|transito|engarrafamento|eleic(?:ao|oes))\b/u,
    /\b(?:placar|resultados?|quem ganhou|quem esta ganhando|quem joga|classificacao|o jogo)\b/u,
    /\b(?:precos?|quanto custa|quanto custam|cotacao|cambio|a bolsa)\b/u,
    /\bhorarios?\b|\b(?:a que horas|que horas) (?:abre|fecha|abrem|fecham)\b/u,
    /\b(?:esta|estao) (?:abert|fechad)[oa]s?\b|\b(?:abert|fechad)[oa]s? (?:hoje|agora|amanha|no domingo)\b/u,
    /\b(?:acontecendo|acontece|o que ha de novo|o que tem)\b.*\b(?:hoje|amanha|esta semana|este fim de semana|agora|no mundo|na cidade|perto)\b/u,
    /\b(?:ultimas noticias|as ultimas|ultima hora|mais recente)\b/u,
    /\b(?:shows?|concertos?|festival|festivais|eventos?|exposic(?:ao|oes)|feiras?)\b/u,
  ],
  now: [/\b(?:hoje|esta noite|amanha|agora|neste momento|atualmente|esta semana|este fim de semana|este mes|ontem)\b/u],
  own: [
    /\b(?:meu|minha|meus|minhas) (?!(?:cidade|bairro|regiao|pais|rua|time|equipe|casa|zona)\b)[a-z]/u,
    /\b(?:remedios?|medicamentos?|comprimidos?|pilulas?|consultas?|receitas?|lembretes?|agenda|calendario)\b/u,
    /\b(?:tenho|devo|tomo)\b/u,
  ],
  personal: [
    /\b(?:eu|me|mim|meu|minha|meus|minhas|voce|tu|te|tenho|devo|estou|vou)\b/u,
    /\b(?:como vai|como esta|tudo bem)\b/u,
  ],
}

const chinese: CurrentInfoPatterns = {
  asks: [
    /[?？]|吗|呢|什么|怎么|怎样|多少|几点|哪|谁|是否|有没有|会不会|是不是|告诉我|查一下|查查|搜索|帮我查|我想知道|你知道/u,
  ],
  weather: [/天气|气温|温度|下雨|下雪|预报|带伞|雨伞/u],
  world: [
    /新闻|头条|时事|比分|比赛|谁赢|价格|多少钱|汇率|股市|股票|油价|交通|堵车|选举|最新|发生了什么/u,
    /营业时间|几点开门|几点关门|开门|关门|营业|有什么活动|活动|演出|音乐会|展览/u,
  ],
  now: [/今天|今晚|明天|现在|此刻|目前|这周|这个星期|本周|这个周末|本月|昨天|昨晚|最近/u],
  // 药店 and 药房 are pharmacies, whose opening hours are the world's.
  own: [
    /我的(?!城市|家乡|附近|这边|地区)|药(?!店|房)|预约|看病|看医生|日程|安排|提醒|处方/u,
    /我(?:今天|明天|这周|本周|这个星期)?(?:有|要|该|应该|需要|得)/u,
  ],
  personal: [/我|你|您|咱/u],
}

const japanese: CurrentInfoPatterns = {
  asks: [
    /[?？]|か$|か[。！!]|何|なに|どう|いつ|どこ|誰|だれ|いくら|どれ|どんな|ですか|ますか|でしょうか|かな/u,
    /教えて|調べて|検索して|知りたい|知ってる|知っています/u,
  ],
  weather: [/天気|気温|天候|予報|傘|雨(?:が降|は降|になる|降る)|雪(?:が降|は降|になる|降る)/u],
  world: [
    /ニュース|速報|見出し|時事|スコア|試合|勝った|値段|価格|いくら|相場|為替|株価|交通|渋滞|選挙|最新/u,
    /営業時間|何時から|何時まで|開いて|開店|閉店|イベント|コンサート|祭り|展覧会|展示/u,
  ],
  now: [/今日|今夜|今晩|今|明日|現在|今週|週末|今月|昨日|昨夜|最近/u],
  // 薬局 and 薬屋 are pharmacies, whose opening hours are the world's.
  own: [
    /(?:私|わたし|僕|ぼく|自分|あたし)の(?!町|街|地域|近く|住んで)/u,
    /薬(?!局|屋)|くすり|予定|予約|約束|通院|スケジュール|カレンダー|リマインダー|処方|検査/u,
  ],
  personal: [/私|わたし|僕|ぼく|あたし|自分|あなた|元気/u],
}

/** The patterns of the languages written in Latin letters (each tried on every message). */
export const latinCurrentInfoPatterns: readonly CurrentInfoPatterns[] = [
  english,
  spanish,
  french,
  german,
  italian,
  portuguese,
]

/** The patterns of Chinese and Japanese, told apart by kana. */
export const cjkCurrentInfoPatterns = { chinese, japanese } satisfies Partial<Record<ChatLanguage, CurrentInfoPatterns>>
