// Chinese words of an emergency reply.

import type { EmergencyWords } from '#shared/chat/emergency-replies.ts'

export const chineseEmergencyReplies: EmergencyWords = {
  services: '急救电话',
  callNow: (number) => `请立即拨打急救电话：${number}。`,
  callContacts: (list) => `然后联系您的紧急联系人：${list}。`,
  advice: {
    fall: '如果受了伤，请不要勉强起身；待在原地，注意保暖。',
    chest: '请坐下休息；只有医生说过可以时，才嚼服一片阿司匹林。',
    breathing: '请坐直，慢慢呼吸。',
    stroke: '请记下症状开始的时间，这对医生很重要。',
    'self-harm': '请和能帮助您的人保持通话。',
    bleeding: '请用干净的布用力按住伤口，不要松开。',
    overdose: '请保留药盒给急救人员看，不要再吃任何药。',
    unconscious: '如果觉得要晕倒，请坐下或躺下，把电话放在身边。',
    other: '请待在原地，把电话放在身边。',
  },
  adviceOther: {
    fall: '如果对方受了伤，请守在旁边，不要强行扶起，注意给对方保暖。',
    chest: '请扶对方坐下休息，并守在旁边。',
    breathing: '请扶对方坐直，解开过紧的衣服，并守在旁边。',
    stroke: '请记下症状开始的时间，并守在对方身边，这对医生很重要。',
    'self-harm': '请陪在对方身边，把可能用来伤害自己的东西拿开。',
    bleeding: '请用干净的布用力按住伤口，不要松开。',
    overdose: '请守在对方身边，保留药盒给急救人员看。',
    unconscious: '请检查对方是否还有呼吸，并守在旁边。',
    other: '请守在对方身边，把电话放在身边。',
  },
  comfort: '听到您这么难受，我真的很难过。您并不孤单，您很重要。',
  crisisLine: (line) => `您也可以随时拨打心理援助热线：${line}。`,
  crisisLabel: '心理援助热线',
  call: (name) => `拨打${name}`,
}
