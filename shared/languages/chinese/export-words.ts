import type { ExportWords } from '#shared/export/export-words.ts'

export const chineseExportWords: ExportWords = {
  title: '您在 Sage 中的数据',
  intro: '这个文件夹里是您在 Sage 中保存的全部内容，与您下载时一致。',
  files: {
    'profile.json': '您的账户、个人资料和设置。',
    'medical-records.json': '您的病史。',
    'medical-fhir.json':
      '您的病史、药物、服药记录、预约和紧急联系人，采用 FHIR R4 Bundle 格式，这是医生的系统能读取的标准。',
    'medications.json': '您的药物，以及每次服药的记录。',
    'doctor-questions.json': '您为医生记下的问题。',
    'emergency-contacts.json': '您的紧急联系人。',
    'calendar.ics': '您的日历，任何日历应用都能打开。',
    'chats/': '您与 Sage 的对话：全部在 conversations.json 中，每段对话另有一个可以阅读的文本文件。',
    'photos/': '您的照片，以及 photos.json（照片的说明、日期和故事）。',
    'recordings/': '您的语音消息。',
    'family.json': '您的家人关联，以及每位家人查看或更改过的内容。',
    'check-in.json': '您的每日问候。',
    'alerts.json': 'Sage 发给您的家人和联系人的提醒。',
    'devices.json': '您允许 Sage 发送通知的设备。',
    'support-messages.json': '您写给 Sage 客服的内容。',
  },
  times: (zone) => `对话文本文件中的时间是 ${zone} 时区的时间；.json 文件中的时间是 UTC。`,
  you: '您',
  sage: 'Sage',
}
