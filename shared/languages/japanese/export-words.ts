import type { ExportWords } from '#shared/export/export-words.ts'

export const japaneseExportWords: ExportWords = {
  title: 'Sage のあなたのデータ',
  intro: 'このフォルダーには、Sage に保存しているすべての内容が、ダウンロードした時点のまま入っています。',
  files: {
    'profile.json': 'アカウント、プロフィール、設定。',
    'medical-records.json': '病歴。',
    'medical-fhir.json':
      '病歴、お薬、服薬の記録、予約、緊急連絡先を FHIR R4 Bundle 形式でまとめたもの。医療機関のシステムが読める標準形式です。',
    'medications.json': 'お薬と、毎回の服薬の記録。',
    'doctor-questions.json': '先生への質問。',
    'emergency-contacts.json': '緊急連絡先。',
    'calendar.ics': 'カレンダー。どのカレンダーアプリでも開けます。',
    'chats/': 'Sage との会話。すべての会話が conversations.json に、会話ごとに読めるテキストファイルが入っています。',
    'photos/': '写真と、説明・日付・思い出を記した photos.json。',
    'recordings/': '音声メッセージ。',
    'family.json': 'ご家族とのつながりと、ご家族が見たり変えたりした内容。',
    'check-in.json': '毎日の声かけ。',
    'alerts.json': 'Sage がご家族や連絡先に送ったお知らせ。',
    'devices.json': 'Sage の通知を許可した端末。',
    'support-messages.json': 'Sage のサポートに送った内容。',
  },
  times: (zone) => `会話のテキストファイルの時刻は ${zone} の時刻です。.json ファイルの時刻は UTC です。`,
  you: 'あなた',
  sage: 'Sage',
}
