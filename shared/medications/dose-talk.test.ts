import { describe, expect, it } from 'vitest'
import type { ChatLanguage } from '#shared/chat/chat-languages.ts'
import { type DoseTalk, meansAll, meansYes, namedIn, readDoseTalk } from '#shared/medications/dose-talk.ts'

// Messages as older people type or dictate them: lowercase, no accents, typos, run-on, short
// answers. A line holds a label, a bar, and messages split by " / ":
//   sure    took a dose, and says what (a medicine word, a pronoun) or only that
//   unsure  the same verb for something else ("I took a walk"): a dose only if it names one
//   asked   a question about their own doses
//   none    not taken, meant to take, unsure, yesterday, someone else, or not about doses at all
//   all     answers Sage's "which one?" with every dose (!all: does not)
//   yes     agrees to Sage's "did you take it early?" (!yes: does not)
const messages: Record<ChatLanguage, string> = {
  english: `
sure   | i took my heart pill / Took my pills this morning / done, took it / ive taken them
sure   | I already had my tablets / i took / yes i took them both / I have taken my medicine
sure   | just swallowed the big capsule with breakfast / had my morning meds / ok i took it now
sure   | took em / I did take them / i took my pills at breakfast, didn't forget / I just took my insulin
unsure | i took a walk after lunch / I took the bus into town / i had a lovely cup of tea with my sister
unsure | took my grandson to school
none   | I didn't take my pill yet / i forgot my heart pill this morning / havent taken them yet
none   | should i take the blue one now / i cant remember if i had my tablets / i dont think i took it
none   | I took it yesterday but not today / I took them yesterday / I took my blood pressure
none   | i took the wrong pill / I took two pills by mistake / my wife took her pills
asked  | did i take my pills today? / have I taken my meds / did i already have my heart pill
asked  | what pills did i take today / can you check if i took my pills / i took my pills didnt i
asked  | did I take my medicine this morning or not
none   | what a lovely day / i took it easy today / ive had it with that noisy neighbour
all    | all of them / both
!all   | not all of them just the heart one
yes    | yes / yeah i did
!yes   | no not yet`,

  spanish: `
sure   | ya me la tome / me tome las pastillas / ya tomé mis medicinas / ya me tome la pastilla del corazon
sure   | listo, ya me la tome / me las tome todas / ya tome / tome el remedio con el desayuno
sure   | acabo de tomarme la pastilla / si, ya me las tome / ya me tome las pastillitas de la mañana
sure   | ya estan tomadas / ya tome mi insulina / ya me tome esta mañana
unsure | me tome un cafecito con mi vecina / tome el autobus para ir al centro
unsure | tome el sol un ratito en el patio
none   | no me la he tomado todavia / se me olvido tomar la pastilla / tengo que tomar la pastilla a las 8
none   | no se si me la tome / me la tomo despues de comer / el medico dice que tome la pastilla con comida
none   | ayer me tome la pastilla / me tome la presion y la tengo alta / me tome dos por error
none   | mi esposo se tomo la pastilla
asked  | ¿me tomé las pastillas hoy? / ya me tome la pastilla? / que pastillas me he tomado hoy
asked  | me las tome? / ¿ya me tomé la medicina de la mañana? / dime si me tomé la pastilla
none   | que dia tan bonito hace hoy / mi hija viene el domingo a comer
all    | todas / las dos
!all   | no todas, solo la del corazon
yes    | si / sí, me la tomé
!yes   | no, todavia no`,

  french: `
sure   | j'ai pris mes medicaments / je l'ai prise / c'est fait, je les ai pris / jai pris mon cachet
sure   | je viens de prendre mes comprimes / j'ai bien pris ma pilule pour le coeur / deja pris / j'ai pris
sure   | j'ai avale mes cachets ce matin / oui je les ai pris tous les deux / pris mon traitement ce matin
sure   | c'est bon je l'ai pris / je les ai toutes prises / j'ai pris mes medocs / c'est bon, c'est pris
unsure | j'ai pris rendez-vous chez le docteur / j'ai pris le bus pour aller au marche
unsure | j'ai pris un cafe avec ma voisine / j'ai pris froid en sortant
none   | je n'ai pas encore pris mes médicaments / j'ai oublié ma pilule ce matin / jai pas pris mes cachets
none   | je ne sais plus si je l'ai prise / je les ai pas prises / je vais les prendre apres le repas
none   | hier j'ai pris mes cachets / j'ai pris ma tension ce matin / j'en ai pris deux par erreur
none   | je ne me rappelle plus si je l'ai pris
asked  | est-ce que j'ai pris mes medicaments aujourd'hui ? / ai-je deja pris ma pilule / je les ai pris ?
asked  | j'ai pris mes cachets ce matin ? / quels medicaments j'ai pris aujourd'hui
asked  | est ce que jai bien pris mon traitement / est-ce que je les ai pris / l'ai-je pris
asked  | vous pouvez verifier si j'ai pris ma pilule
none   | quelle belle journee / ma fille vient dimanche
all    | toutes / les deux
!all   | pas toutes, seulement celle du coeur
yes    | oui / oui je l'ai prise
!yes   | non pas encore`,

  german: `
sure   | ich habe meine tabletten genommen / hab sie genommen / schon genommen / ja hab ich genommen
sure   | habe die herztablette eingenommen / ich hab meine pillen geschluckt / erledigt, hab sie eben genommen
sure   | habe alle beide genommen / tabletten genommen / die blutdrucktablette ist genommen
sure   | hab grad meine medikamente eingenommen / die hab ich schon genommen / hab meine vitamine genommen
unsure | ich habe den bus genommen / hab mir ein taxi genommen / habe heute ein bad genommen
none   | ich habe meine tabletten noch nicht genommen / hab vergessen die tablette zu nehmen
none   | ich weiss nicht ob ich sie genommen habe / soll ich die blaue jetzt nehmen / ich nehme sie nach dem essen
none   | die tabletten hab ich heute nicht genommen / ich habe gestern meine tabletten genommen
none   | meine frau hat ihre tabletten genommen / hab aus versehen zwei genommen
asked  | habe ich heute meine tabletten genommen? / hab ich meine pillen schon genommen
asked  | welche tabletten habe ich heute genommen / hab ich die herztablette genommen?
asked  | habe ich heut schon meine medikamente eingenommen / weißt du ob ich meine tabletten genommen habe
none   | was für ein schöner tag / meine tochter kommt am sonntag / ich habe zwei kilo zugenommen
none   | ich habe es mir zu herzen genommen
all    | alle / beide
!all   | nicht alle, nur die blaue
yes    | ja / ja hab ich
!yes   | nein noch nicht`,

  italian: `
sure   | ho preso le pillole / l'ho presa / gia presa / ho gia preso la medicina del cuore / fatto, l'ho presa
sure   | le ho prese tutte / ho preso / preso le pastiglie stamattina / si l'ho presa / ho preso la pillolina
sure   | ho appena preso la pastiglia per la pressione / li ho presi entrambi / ho preso la vitamina
unsure | ho preso il treno per milano / ho preso un caffe al bar / ho preso freddo al mercato
unsure | ho preso l'autobus per andare al mercato
none   | non l'ho ancora presa / mi sono dimenticata la pillola / non mi ricordo se l'ho presa
none   | devo prendere la pastiglia adesso? / la prendo dopo pranzo / le pillole oggi non le ho prese
none   | ieri ho preso le pillole / mio marito ha preso la pastiglia / ho preso la pressione
none   | ne ho prese due per sbaglio
asked  | ho preso le pillole oggi? / l'ho gia presa? / quali medicine ho preso oggi
asked  | ho gia preso le mie medicine oggi / mi sa dire se ho preso le pillole
none   | che bella giornata / mia figlia viene domenica a pranzo
all    | tutte e due / entrambe
!all   | non tutte, solo quella del cuore
yes    | si / sì, l'ho presa
!yes   | no, non ancora`,

  portuguese: `
sure   | ja tomei / tomei o remedio / já tomei meus remédios / tomei sim / ja tomei o comprimido da pressao
sure   | tomei todos / pronto, ja tomei / acabei de tomar o remedio / ja tomei a minha medicação
sure   | ja tomei os dois / tomei o remedinho da pressao / tomei hoje de manha / ja tomei tudinho
sure   | tomei a insulina / ja tomei as minhas
unsure | tomei um cafe com a vizinha / tomei banho agora / tomei o onibus pro centro / tomei um susto danado
none   | nao tomei ainda / esqueci de tomar o remedio / nao lembro se tomei / tenho que tomar o comprimido as 8
none   | vou tomar depois do almoco / nem tomei ainda / ontem tomei o remedio / tomei a pressao
none   | tomei dois por engano / meu marido tomou o remedio
asked  | ja tomei meus remedios hoje? / eu tomei o remedio? / que remedios eu tomei hoje
asked  | tomei o comprimido da manha? / sera que eu ja tomei o remedio / voce sabe se eu tomei o remedio?
none   | que dia bonito hoje / minha filha vem no domingo / tome cuidado com a escada
all    | todos / os dois
!all   | nem todos, so o da pressao
yes    | sim / ja tomei sim
!yes   | nao, ainda nao`,

  chinese: `
sure   | 我吃了药 / 药吃了 / 已经吃过了 / 吃完了 / 我刚吃了降压药 / 早上的药都吃了 / 吃了 / 吃过药了
sure   | 我把药吃了 / 已服用 / 好了，我已经吃了 / 我吃药了 / 我吃了两片 / 打了胰岛素
unsure | 我吃了午饭 / 刚喝了一杯茶 / 我已经吃过早饭了
none   | 我还没吃药 / 忘了吃药了 / 一会儿再吃 / 要不要现在吃药 / 我不记得吃没吃药 / 该吃药了
none   | 昨天吃了药 / 我老伴吃了药 / 我吃错药了 / 我好像吃过药了
asked  | 我今天吃药了吗 / 我吃过药了吗？ / 早上的药吃了没有 / 我今天吃了哪些药 / 我有没有吃降压药
asked  | 我是不是已经吃过药了 / 你帮我看看我吃药了没有
none   | 今天天气真好 / 我女儿星期天来看我 / 孙子考上大学了
all    | 都吃了 / 两个都吃了
!all   | 只吃了降压药
yes    | 是的 / 对，吃了
!yes   | 还没有`,

  japanese: `
sure   | 薬を飲みました / 飲んだよ / もう飲みました / 朝の薬、飲んだ / 血圧の薬を飲んでおきました
sure   | 全部飲みました / 飲んだ / はい、飲みました / 飲み終わりました / くすりのんだ / 服用しました
sure   | さっき飲んだよ / 朝の分は飲みました / 2錠飲みました / 忘れずに飲みました
unsure | お茶を飲みました / コーヒー飲んだ / ビールを飲んだよ
none   | まだ飲んでいません / 飲み忘れました / 飲んだかどうか覚えていない / 後で飲みます
none   | 今飲んだほうがいいですか / 昨日薬を飲みました / 夫が薬を飲みました / 飲んだかもしれない
none   | 間違えて2回飲んだ
asked  | 今日、薬を飲みましたか / 朝の薬、飲んだっけ？ / 薬飲んだかな / 何の薬を飲んだ？
asked  | お薬はもう飲みましたか？ / 薬飲んでたっけ / 私、薬飲んだか教えて
none   | 今日はいい天気ですね / 娘が日曜日に来ます
all    | 全部 / 両方飲みました
!all   | 血圧の薬だけ
yes    | はい / ええ、飲みました
!yes   | いいえ、まだです`,
}

const talk: Record<string, DoseTalk> = {
  sure: { kind: 'took', sure: true },
  unsure: { kind: 'took', sure: false },
  asked: { kind: 'asked' },
  none: null,
}

const cases = (language: ChatLanguage) =>
  messages[language]
    .trim()
    .split('\n')
    .flatMap((line) => {
      const [label, texts] = line.split(/\s*\|\s*/)
      return texts!.split(' / ').map((text) => [label!, text.trim()] as const)
    })

describe.each(Object.keys(messages) as ChatLanguage[])('%s', (language) => {
  it.each(cases(language).filter(([label]) => label in talk))('%s: %s', (label, text) => {
    expect(readDoseTalk(text, language)).toEqual(talk[label])
  })

  it.each(cases(language).filter(([label]) => !(label in talk)))('%s: %s', (label, text) => {
    const means = label.endsWith('all') ? meansAll : meansYes
    expect(means(text, language)).toBe(!label.startsWith('!'))
  })

  it('has enough of each kind', () => {
    const count = (label: string) => cases(language).filter(([each]) => each === label).length
    expect(count('sure')).toBeGreaterThanOrEqual(10)
    expect([count('unsure'), count('asked'), count('none')].every((each) => each >= 3)).toBe(true)
  })
})

describe('namedIn', () => {
  const medications = [
    { id: 'heart', name: 'Metoprolol', purpose: 'heart' },
    { id: 'bones', name: 'Vitamin D', purpose: 'bones' },
    { id: 'sugar', name: 'Metformina', purpose: 'azúcar' },
    { id: 'pressure', name: 'アムロジピン', purpose: '血圧' },
    { id: 'thyroid', name: '优甲乐', purpose: '甲状腺' },
  ]

  it.each([
    ['I took the metoprolol', ['heart']],
    ['took my heart pill', ['heart']],
    ['the Vitamin D one', ['bones']],
    ['metoprolol and the vitamin d', ['heart', 'bones']],
    ['ya me tome la del azucar', ['sugar']],
    ['ya me tomé la metformina', ['sugar']],
    ['アムロジピンを飲みました', ['pressure']],
    ['血圧の薬を飲んだ', ['pressure']],
    ['我吃了优甲乐', ['thyroid']],
    ['甲状腺的药吃了', ['thyroid']],
    ['I took my pills', []],
    ['我吃了药', []],
  ])('%s', (text, ids) => {
    expect(namedIn(text, medications)).toEqual(ids)
  })
})
