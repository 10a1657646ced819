// Chinese words the safety net says besides the emergency reply.

import type { SafetyWords } from '#shared/safety/replies.ts'

export const chineseSafetyReplies: SafetyWords = {
  askHurt: '您现在受伤了吗？',
  yes: '是',
  no: '不是',
  notHurt: '您没有受伤，我就放心了。如果情况有变化，请随时告诉我。',
  doseQuestion: '关于用药剂量或几种药能不能一起吃，我无法给出安全的建议。服用前请先问您的医生或药剂师。',
  askDoctor: (doctor) => `您可以打电话给${doctor}。`,
  scamWarning:
    '这很像诈骗。请不要付款、不要买礼品卡、不要转账，也不要告诉对方任何验证码。请先挂断电话，再用您原本就知道的号码打给家人或银行核实。和家人约定一个暗号，可以帮您分辨来电的人是谁。',
  imFine: '我没事',
  fineCancelled: '您没事就好。我不会发送提醒了。',
  fineTold: (names) => `您没事就好。我已经告诉${names}您现在没事了。`,
}
