// Chinese words of the mails and pages a contact sees about alerts.

import type { AlertWords } from '#shared/safety/alert-words.ts'

export const chineseAlertWords: AlertWords = {
  consentSubject: (p) => `${p}希望在可能需要帮助时让您知道`,
  consentBody: (p) =>
    `${p}在使用陪伴应用 Sage。如果${p}写的内容表明可能需要帮助（例如摔倒或胸痛），希望 Sage 给您发邮件。如果${p}没有服用重要药物，或没有回应每日问候，Sage 也会通知您。如同意，请打开这个链接：`,
  consentAfter: '您可以随时通过每封邮件中的链接停止接收。如果不同意，请忽略这封邮件，您不会收到任何提醒。',
  alertSubject: (p) => `${p}可能需要帮助`,
  alertBody: (p, when, message) => `${p}在${when}给 Sage 写道：\n\n“${message}”\n\nSage 已建议拨打急救电话。`,
  missedDoseSubject: (p, medication) => `${p}还没有服用${medication}`,
  missedDoseBody: (p, medication, when) =>
    `${p}没有在 Sage 中标记已服用${when}的${medication}，也没有回应两次提醒。也许没事，但最好确认一下。`,
  checkInSubject: (p) => `${p}今天还没有回应 Sage`,
  checkInBody: (p, lastHeard) =>
    `${p}请 Sage 在其没有按平常时间回应时通知您。Sage 今天还没有收到${p}的消息，提醒也没有得到回应。${lastHeard ? `Sage 最后一次收到消息是在${lastHeard}。` : ''}`,
  okLine: (p) => `如果您联系上${p}并且一切安好，请用这个链接告诉 Sage：`,
  callThem: (p, phone) =>
    `请现在给${p}打电话${phone ? `（${phone}）` : ''}。如果联系不上，请拨打对方所在地的急救电话。`,
  notAnApp: 'Sage 只是一个应用，它自己无法派人去帮忙。',
  stopLine: '如需停止这些提醒，请打开这个链接：',
  familyLine: (p) => `您收到这封邮件，是因为${p}在 Sage 中与您共享了提醒。如需停止，请打开 Sage：设置 > 家人。`,
  fineSubject: (p) => `${p}说现在没事了`,
  fineBody: (p, when) => `${p}在${when}告诉 Sage，现在没事了。`,
  confirmTitle: (p) => `${p}可能需要帮助时，要 Sage 通知您吗？`,
  confirmButton: '好的，请通知我',
  confirmed: (p) => `谢谢。${p}可能需要帮助时，Sage 会给您发邮件。`,
  stopTitle: (p) => `停止关于${p}的提醒？`,
  stopButton: '停止提醒',
  stopped: (p) => `已停止。您不会再收到关于${p}的提醒。`,
  badLink: '这个链接已失效，可能已经发送了新的链接。',
  signature: '祝好\nSage',
}
