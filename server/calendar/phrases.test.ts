import { describe, expect, it } from 'vitest'
import { type ChatLanguage, chatLanguages } from '#shared/chat/chat-languages.ts'
import { sayRule } from './describe.ts'
import { calendarWords } from './phrases.ts'

const timeZone = 'America/New_York'

/** A weekday, a day with its date, a month day and a time as Intl gives them in each language. */
const samples: Record<ChatLanguage, { weekday: string; day: string; date: string; when: string }> = {
  english: {
    weekday: 'Monday',
    day: 'Thursday, December 31',
    date: 'March 4',
    when: 'Saturday, November 21 at 3:00 PM',
  },
  spanish: {
    weekday: 'lunes',
    day: 'jueves, 31 de diciembre',
    date: '4 de marzo',
    when: 'sábado, 21 de noviembre, 15:00',
  },
  french: { weekday: 'lundi', day: 'jeudi 31 décembre', date: '4 mars', when: 'samedi 21 novembre à 15:00' },
  german: {
    weekday: 'Montag',
    day: 'Donnerstag, 31. Dezember',
    date: '4. März',
    when: 'Samstag, 21. November um 15:00',
  },
  italian: {
    weekday: 'lunedì',
    day: 'giovedì 31 dicembre',
    date: '4 marzo',
    when: 'sabato 21 novembre alle ore 15:00',
  },
  portuguese: {
    weekday: 'segunda-feira',
    day: 'quinta-feira, 31 de dezembro',
    date: '4 de março',
    when: 'sábado, 21 de novembro às 15:00',
  },
  chinese: { weekday: '星期一', day: '12月31日星期四', date: '3月4日', when: '11月21日星期六 15:00' },
  japanese: { weekday: '月曜日', day: '12月31日木曜日', date: '3月4日', when: '11月21日土曜日 15:00' },
}

/** Every sentence and piece of a language, each with the arguments it must carry. */
function allSentences(language: ChatLanguage): [string, string, string[]][] {
  const words = calendarWords(language)
  const { weekday, day, date, when } = samples[language]
  const every = words.every
  const sentences: [string, string, string[]][] = [
    ['needTitleAndTime', words.needTitleAndTime, []],
    ['askTime', words.askTime('Lunch'), ['Lunch']],
    ['askWhich', words.askWhich('delete', 'Pills', 'RULE', day), ['Pills', 'RULE', day]],
    ['askWhich update', words.askWhich('update', 'Pills', 'RULE', day), ['Pills', 'RULE', day]],
    ['cancelledOne', words.cancelledOne('Pills', when), ['Pills', when]],
    ['movedOne', words.movedOne('Pills', when), ['Pills', when]],
    ['needWhatToUpdate', words.needWhatToUpdate, []],
    ['unsureAction', words.unsureAction, []],
    ['failed', words.failed, []],
    ['noEventWithId', words.noEventWithId('evt-42'), ['evt-42']],
    ['noEventsMatching', words.noEventsMatching('dentist'), ['dentist']],
    ['multipleMatching', words.multipleMatching('dentist'), ['dentist']],
    ['added', words.added('Dentist', when), ['Dentist', when]],
    ['addedRepeating', words.addedRepeating('Yoga', 'RULE', day), ['Yoga', 'RULE', day]],
    ['moved', words.moved('Dentist', when), ['Dentist', when]],
    ['updated', words.updated('Dentist'), ['Dentist']],
    ['cancelled', words.cancelled('Dentist', when), ['Dentist', when]],
    ['nothingPlanned', words.nothingPlanned(words.period.today), [words.period.today]],
    ['youHave', words.youHave(3, words.period.tomorrow), ['3', words.period.tomorrow]],
    ['youHave one', words.youHave(1, words.period.upcoming), [words.period.upcoming]],
    ['itemAt', words.itemAt('Dentist', when), ['Dentist', when]],
    ['period.upcoming', words.period.upcoming, []],
    ['period.today', words.period.today, []],
    ['period.tomorrow', words.period.tomorrow, []],
    ['period.between one day', words.period.between(day, day), [day]],
    ['period.between', words.period.between(day, 'DAY2'), [day, 'DAY2']],
    ['every.day', every.day, []],
    ['every.weekday', every.weekday, []],
    ['every.count', every.count(5), ['5']],
    ['every.until', every.until(day), [day]],
    ['every.at', every.at(['8:00', '20:00']), ['8:00', '20:00']],
    ['every.monthDay', every.monthDay(5), ['5']],
    ['every.monthDay last', every.monthDay(-1), []],
    ['every.nthWeekday', every.nthWeekday(2, weekday), [weekday]],
    ['every.nthWeekday last', every.nthWeekday(-1, weekday), [weekday]],
    ['every.month', every.month('ON', 1), ['ON']],
    ['every.month interval', every.month('ON', 3), ['ON', '3']],
    ['every.year', every.year(date, 1), [date]],
    ['every.year interval', every.year(date, 2), [date, '2']],
    ['every.week', every.week([weekday], 1), [weekday]],
    ['every.week other', every.week([weekday], 2), [weekday]],
    ['every.week interval', every.week([weekday, 'DAY2'], 3), [weekday, 'DAY2', '3']],
  ]
  for (const unit of ['day', 'week', 'month', 'year'] as const) {
    sentences.push([`every.interval ${unit}`, every.interval(4, unit), ['4']])
  }
  for (const action of ['create', 'update', 'delete', 'get'] as const) {
    sentences.push([`needMoreInformation ${action}`, words.needMoreInformation(words.actions[action]), []])
  }
  return sentences
}

describe.each(chatLanguages)('calendar words in %s', (language) => {
  it('says every sentence whole, with its arguments', () => {
    for (const [name, text, args] of allSentences(language)) {
      expect(text.trim(), name).not.toBe('')
      expect(text, name).not.toMatch(/\$\{|\bundefined\b|\bNaN\b|\[object|\bnull\b/)
      for (const arg of args) expect(text, name).toContain(arg)
    }
  })
})

describe('calendarWords', () => {
  it('speaks each language in its own words', () => {
    const texts = chatLanguages.map((language) => calendarWords(language).needTitleAndTime)
    expect(new Set(texts).size).toBe(chatLanguages.length)
  })
})

describe('whole sentences', () => {
  it('in French', () => {
    const words = calendarWords('french')
    expect(words.added('Dentiste', 'samedi 21 novembre à 15:00')).toBe(
      'J’ai ajouté Dentiste le samedi 21 novembre à 15:00.',
    )
    expect(words.moved('Dentiste', 'samedi 21 novembre à 15:00')).toBe(
      'J’ai déplacé Dentiste, qui aura désormais lieu samedi 21 novembre à 15:00.',
    )
    expect(words.youHave(2, words.period.today)).toBe('Vous avez 2 événements aujourd’hui :')
    expect(words.nothingPlanned(words.period.between('samedi 21 novembre', 'samedi 21 novembre'))).toBe(
      'Vous n’avez rien de prévu dans votre calendrier le samedi 21 novembre.',
    )
    expect(words.needMoreInformation(words.actions.delete)).toBe(
      'J’ai besoin de plus d’informations pour annuler cet événement.',
    )
  })

  it('in German', () => {
    const words = calendarWords('german')
    expect(words.added('Zahnarzt', 'Samstag, 21. November um 15:00')).toBe(
      'Ich habe Zahnarzt am Samstag, 21. November um 15:00 eingetragen.',
    )
    expect(words.youHave(1, words.period.tomorrow)).toBe('Sie haben morgen einen Termin:')
    expect(words.nothingPlanned(words.period.today)).toBe('Sie haben heute nichts in Ihrem Kalender.')
    expect(words.needMoreInformation(words.actions.delete)).toBe(
      'Ich brauche weitere Angaben, um diesen Termin abzusagen.',
    )
  })

  it('in Italian', () => {
    const words = calendarWords('italian')
    expect(words.added('Dentista', 'sabato 21 novembre alle ore 15:00')).toBe(
      'Ho aggiunto Dentista per sabato 21 novembre alle ore 15:00.',
    )
    expect(words.cancelled('Dentista', 'sabato 21 novembre alle ore 15:00')).toBe(
      'Ho annullato Dentista, che era in programma sabato 21 novembre alle ore 15:00.',
    )
    expect(words.youHave(3, words.period.upcoming)).toBe('Ha 3 eventi per i prossimi giorni:')
    expect(words.every.nthWeekday(-1, 'domenica')).toBe('l’ultima domenica')
    expect(words.every.year('8 marzo', 1)).toBe('ogni anno l’8 marzo')
  })

  it('in Portuguese', () => {
    const words = calendarWords('portuguese')
    expect(words.added('Dentista', 'sábado, 21 de novembro às 15:00')).toBe(
      'Adicionei Dentista para sábado, 21 de novembro às 15:00.',
    )
    expect(words.nothingPlanned(words.period.between('sábado, 21 de novembro', 'sábado, 21 de novembro'))).toBe(
      'Você não tem nada na sua agenda no sábado, 21 de novembro.',
    )
    expect(words.youHave(1, words.period.today)).toBe('Você tem um evento hoje:')
    expect(words.every.at(['1:00', '8:00'])).toBe('à 1:00 e às 8:00')
  })

  it('in Chinese', () => {
    const words = calendarWords('chinese')
    expect(words.added('牙医', '11月21日星期六 15:00')).toBe('我已为您添加了牙医，时间是11月21日星期六 15:00。')
    expect(words.youHave(2, words.period.today)).toBe('您今天有2个日程：')
    expect(words.nothingPlanned(words.period.tomorrow)).toBe('您明天没有任何日程安排。')
    expect(words.itemAt('牙医', '11月21日星期六 15:00')).toBe('牙医（11月21日星期六 15:00）')
  })

  it('in Japanese', () => {
    const words = calendarWords('japanese')
    expect(words.added('歯医者', '11月21日土曜日 15:00')).toBe('歯医者を11月21日土曜日 15:00に追加しました。')
    expect(words.youHave(2, words.period.today)).toBe('今日の予定は次の2件です：')
    expect(words.nothingPlanned(words.period.today)).toBe('カレンダーに今日の予定はありません。')
    expect(words.needMoreInformation(words.actions.create)).toBe('この予定を作成するには、もう少し情報が必要です。')
  })
})

describe('a repeating event in each language', () => {
  const start = new Date('2026-11-23T08:00:00-05:00')

  it.each([
    ['french', 'tous les lundis et mercredis à 8:00'],
    ['german', 'jeden Montag und Mittwoch um 8:00'],
    ['italian', 'ogni lunedì e mercoledì alle 8:00'],
    ['portuguese', 'toda segunda-feira e quarta-feira às 8:00'],
    ['chinese', '每个星期一和星期三 8:00'],
    ['japanese', '毎週月曜日と水曜日 8:00'],
  ] as const)('every Monday and Wednesday in %s is "%s"', (language, words) => {
    expect(sayRule('RRULE:FREQ=WEEKLY;BYDAY=MO,WE', start, timeZone, language)).toBe(words)
  })

  it.each([
    ['french', 'le premier lundi de chaque mois à 8:00'],
    ['german', 'jeden Monat am ersten Montag um 8:00'],
    ['italian', 'il primo lunedì di ogni mese alle 8:00'],
    ['portuguese', 'toda primeira segunda-feira do mês às 8:00'],
    ['chinese', '每月第一个星期一 8:00'],
    ['japanese', '毎月第1月曜日 8:00'],
  ] as const)('the first Monday of every month in %s is "%s"', (language, words) => {
    expect(sayRule('RRULE:FREQ=MONTHLY;BYDAY=1MO', start, timeZone, language)).toBe(words)
  })

  it.each([
    ['french', 'un mercredi sur deux à 8:00 jusqu’au jeudi 31 décembre'],
    ['german', 'jeden zweiten Mittwoch um 8:00 bis Donnerstag, 31. Dezember'],
    ['italian', 'ogni due settimane, il mercoledì alle 8:00 fino a giovedì 31 dicembre'],
    ['portuguese', 'quarta-feira sim, quarta-feira não às 8:00 até quinta-feira, 31 de dezembro'],
    ['chinese', '每隔一周的星期三 8:00，直到12月31日星期四为止'],
    ['japanese', '隔週水曜日 8:00（12月31日木曜日まで）'],
  ] as const)('every other Wednesday until a day in %s is "%s"', (language, words) => {
    const wednesday = new Date('2026-11-25T08:00:00-05:00')
    expect(sayRule('RRULE:FREQ=WEEKLY;INTERVAL=2;UNTIL=20261231T235959Z', wednesday, timeZone, language)).toBe(words)
  })

  it.each([
    ['french', 'tous les jours à 8:00, 5 fois'],
    ['german', 'jeden Tag um 8:00, 5-mal'],
    ['italian', 'ogni giorno alle 8:00, per 5 volte'],
    ['portuguese', 'todos os dias às 8:00, 5 vezes'],
    ['chinese', '每天 8:00，共5次'],
    ['japanese', '毎日 8:00、計5回'],
  ] as const)('every day five times in %s is "%s"', (language, words) => {
    expect(sayRule('RRULE:FREQ=DAILY;COUNT=5', start, timeZone, language)).toBe(words)
  })
})

describe('a list of events after a sentence', () => {
  it.each([
    ['english', 'You have 2 events today: A, 9:00; B, 10:00.'],
    ['spanish', 'Tiene 2 eventos hoy: A, 9:00; B, 10:00.'],
    ['chinese', '您今天有2个日程：A（9:00）；B（10:00）。'],
    ['japanese', '今日の予定は次の2件です：A（9:00）、B（10:00）。'],
  ] as const)('reads as one sentence in %s', (language, sentence) => {
    const words = calendarWords(language)
    const items = [words.itemAt('A', '9:00'), words.itemAt('B', '10:00')]
    expect(words.listAfter(words.youHave(2, words.period.today), items)).toBe(sentence)
  })

  it('stands alone when there is nothing before it', () => {
    expect(calendarWords('english').listAfter('', ['A, 9:00'])).toBe('A, 9:00.')
  })
})
