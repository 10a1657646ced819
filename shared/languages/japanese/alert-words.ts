// Japanese words of the mails and pages a contact sees about alerts.

import type { AlertWords } from '#shared/safety/alert-words.ts'

export const japaneseAlertWords: AlertWords = {
  consentSubject: (p) => `${p}さんに助けが必要かもしれないときのお知らせについて`,
  consentBody: (p) =>
    `${p}さんは見守りアプリ Sage を使っています。転倒や胸の痛みなど、助けが必要かもしれない内容を書いたときに、Sage からあなたにメールでお知らせすることを希望しています。大切なお薬が飲まれていないときや、毎日の安否確認に応答がないときも、Sage からお知らせします。同意される場合は、次のリンクを開いてください：`,
  consentAfter:
    'お知らせは、各メールのリンクからいつでも止められます。同意されない場合はこのメールを無視してください。お知らせは届きません。',
  alertSubject: (p) => `${p}さんに助けが必要かもしれません`,
  alertBody: (p, when, message) =>
    `${p}さんが${when}に Sage へこう書きました：\n\n「${message}」\n\nSage は救急に電話するよう伝えました。`,
  missedDoseSubject: (p, medication) => `${p}さんが${medication}を飲んでいません`,
  missedDoseBody: (p, medication, when) =>
    `${p}さんは${when}の${medication}を Sage で「飲んだ」にしておらず、2回のリマインダーにも応答がありません。何もないかもしれませんが、確認をおすすめします。`,
  checkInSubject: (p) => `${p}さんから今日はまだ Sage に応答がありません`,
  checkInBody: (p, lastHeard) =>
    `${p}さんは、いつもの時刻までに応答がない場合にあなたへ知らせるよう Sage に頼んでいます。今日はまだ応答がなく、お知らせにも返事がありません。${lastHeard ? `最後の応答は${lastHeard}でした。` : ''}`,
  okLine: (p) => `${p}さんと連絡が取れて無事でしたら、このリンクで Sage にお知らせください：`,
  callThem: (p, phone) =>
    `今すぐ${p}さんに電話してください${phone ? `（${phone}）` : ''}。つながらない場合は、お住まいの地域の救急に電話してください。`,
  notAnApp: 'Sage はアプリなので、自分で助けを呼ぶことはできません。',
  stopLine: 'このお知らせを止めるには、次のリンクを開いてください：',
  familyLine: (p) =>
    `${p}さんが Sage でお知らせをあなたと共有しているため、このメールが届きました。止めるには、Sage の「設定 > 家族」を開いてください。`,
  fineSubject: (p) => `${p}さんはもう大丈夫とのことです`,
  fineBody: (p, when) => `${p}さんは${when}に、もう大丈夫だと Sage に伝えました。`,
  confirmTitle: (p) => `${p}さんに助けが必要かもしれないとき、Sage からお知らせしますか？`,
  confirmButton: 'はい、知らせてください',
  confirmed: (p) => `ありがとうございます。${p}さんに助けが必要かもしれないとき、Sage からメールします。`,
  stopTitle: (p) => `${p}さんについてのお知らせを止めますか？`,
  stopButton: 'お知らせを止める',
  stopped: (p) => `止めました。${p}さんについてのお知らせはもう届きません。`,
  badLink: 'このリンクは使えなくなりました。新しいリンクが送られているかもしれません。',
  signature: 'Sage より',
}
