// Japanese sentences of the built-in Sage, in the formal and the casual register.

import { joinList, type Phrasebook } from '#shared/chat/builtin/phrasebook.ts'

/** Japanese sentences; always polite (desu/masu), with a little warmer wording in the casual register. */
export function japaneseChatPhrases(formal: boolean): Phrasebook {
  const san = (name?: string) => (name ? `${name}さん、` : '')
  return {
    gap: '',
    list: (items) => joinList(items, '、', 'と'),
    greeting: (name) => `${san(name)}こんにちは！`,
    greetingAsk: '今日は何をお手伝いしましょうか？',
    greetingWarm: 'お便りをいただけてうれしいです。',
    capabilitiesIntro: 'わたしはこのアプリに入っているアシスタントの Sage です。',
    capabilities: (topics) => `${topics}についてお伝えしたり、おしゃべりのお相手をしたりできます。`,
    languageSwitched: 'はい、これからは日本語でお話しします。',
    capabilitiesLanguages: 'ほかの言葉で話してほしいときは、そう言ってくださいね。',
    topics: 'お薬、持病、かかりつけのお医者さん、緊急連絡先、次の予定、写真',
    howAreYou: [
      '元気です。気にかけてくださってありがとうございます。',
      'とても元気です。お話しできて、もっと元気になりました。',
      formal
        ? 'おかげさまで元気です。お話しできるのはいつもうれしいです。'
        : '元気ですよ。お話しできるのはいつも楽しいです。',
    ],
    howAreYouAsk: '今日のご気分はいかがですか？',
    somethingNice: [
      '毎日は、あなたに小さな笑顔のチャンスを運んできてくれます。',
      '今この瞬間も、どこかで誰かがあなたのことを温かく思っています。',
      'あなたが長い年月で学んできたことは、まわりの人たちへの贈り物です。',
      '一杯のお茶と少しの日差し、そしてやさしい一言があれば、一日が明るくなります。',
    ],
    somethingNiceMore: '少しでも笑顔になっていただけたらうれしいです。',
    lonely: [
      'さみしい気持ちなのですね。わたしはここにいますよ。',
      'さみしさはつらいものです。話してくださってありがとうございます。',
      '声をかけてくださってうれしいです。今はひとりではありませんよ。',
    ],
    lonelyCall: (name) => `${name}さんに電話してみるのはいかがでしょう。聞き慣れた声はきっと心を温めてくれます。`,
    lonelyMore: 'お好きなだけ、おしゃべりにお付き合いします。',
    thanks: (name) => `${san(name)}どういたしまして。`,
    thanksMore: 'いつでもお手伝いできるとうれしいです。',
    goodbye: (name) => `${san(name)}${formal ? 'さようなら' : 'またね'}。`,
    goodbyeMore: 'どうぞお体を大切に。いつでもまた話しかけてくださいね。',
    medications: (list) => `お薬は、${list}です。`,
    conditions: (list) => `登録されている持病は、${list}です。`,
    doctor: (name) => `かかりつけのお医者さんは${name}です。`,
    doctorPhone: (phone) => `お医者さんの電話番号は ${phone} です。`,
    contacts: (list) => `緊急連絡先は、${list}です。`,
    contact: (name, details) => (details.length > 0 ? `${name}（${details.join('、')}）` : name),
    appointments: (list) => `次の予定は、${list}です。`,
    appointment: (title, when) => `${title}（${when}）`,
    photos: (count) => `ギャラリーには写真が ${count} 枚あります。`,
    missing: {
      medications: 'お薬はまだ登録されていません。',
      conditions: '持病はまだ登録されていません。',
      doctor: 'お医者さんの情報はまだ登録されていません。',
      doctorPhone: 'お医者さんの電話番号はまだ登録されていません。',
      contacts: '緊急連絡先はまだ登録されていません。',
      appointments: 'これからの予定は見当たりません。',
      photos: 'ギャラリーにはまだ写真がありません。',
    },
    whereToAdd: {
      medications: '「設定 > プロフィール」で追加できます。',
      conditions: '「設定 > プロフィール」か「病歴」で追加できます。',
      doctor: '「設定 > プロフィール」で追加できます。',
      doctorPhone: '「設定 > プロフィール」で追加できます。',
      contacts: '「設定 > 緊急連絡先」で追加できます。',
      appointments: 'カレンダーで追加するか、「火曜日の10時に歯医者」のように話しかけてください。',
      photos: '「フォトギャラリー」で追加できます。',
    },
    dataMore: 'ほかにお手伝いできることはありますか？',
    unknown: (topics) => `わたしは内蔵の Sage なので、${topics}のことと、おしゃべりくらいしかお手伝いできません。`,
    hosted: 'ご家族がオンラインの AI モデルを設定すれば、一般的な質問にも答えられるようになります。',
    unknownMore: 'このうちのどれかについて聞いてみますか？',
    clock: (day, time) => `今日は${day}です。今は${time}です。`,
    confused: [
      '大丈夫です。安全ですよ。わたしがここにいます。',
      'ゆっくり一緒に深呼吸しましょう。急がなくて大丈夫です。',
    ],
    pastimeMore: 'もう一つ聞きますか？',
    memoryMore: 'よろしければ、ぜひ聞かせてください。',
    callNumber: (name, phone) => `${name}さんの電話番号は${phone}です。下のボタンを押すと電話がかかります。`,
    callNoNumber: (name) => `${name}さんの電話番号はまだありません。「設定 > 緊急連絡先」で追加できます。`,
    callWho: (names) => `どなたに電話しますか？${names}の番号があります。`,
    callNobody: 'まだどなたの電話番号もありません。「設定 > 緊急連絡先」で追加できます。',
    displayChanged: {
      bigger:
        '文字を大きくしました。元に戻すには、「文字を小さくして」と言っていただくか、「設定 > 表示」で変えられます。',
      smaller:
        '文字を小さくしました。元に戻すには、「文字を大きくして」と言っていただくか、「設定 > 表示」で変えられます。',
      contrastOn:
        'ハイコントラストをオンにしました。オフにするには、「コントラストをオフにして」と言っていただくか、「設定 > 表示」で変えられます。',
      contrastOff: 'ハイコントラストをオフにしました。またオンにするには「コントラストをオンにして」と言ってください。',
      buttonsOn: 'ボタンを大きくしました。元に戻すには「設定 > 表示」で変えられます。',
      buttonsOff: 'ボタンを元の大きさに戻しました。',
    },
    historyAsked: (day, quoted) => `${day === 'yesterday' ? '昨日' : '今日'}は${quoted}とお聞きになりました。`,
    historyNone: (day) =>
      `${day === 'yesterday' ? '昨日はお話ししていませんでした' : '今日はまだお話ししていませんでした'}。何についてお話ししましょうか？`,
    photoShown: (caption) => `「${caption}」の写真です。一緒に写っているのはどなたですか？`,
    photoShownDated: (date) => `${date}の写真です。一緒に写っているのはどなたですか？`,
    photoNotFound:
      'その写真は見つかりませんでした。説明文があると探しやすくなります。すべての写真は「フォトギャラリー」でご覧いただけます。',
    storyKept: (story) => `教えてくださってありがとうございます。「${story}」と、写真と一緒に残しておきました。`,
    quote: (text) => `「${text}」`,
    cannot: ['申し訳ありません、それはここではできません。', 'あいにく、そのお手伝いはできません。'],
    canInstead: '日付と時間をお伝えしたり、ご家族に電話をかけたり、冗談やお話をしたり、文字を大きくしたりできます。',
  }
}
