// Chinese sentences of the built-in Sage, in the formal and the casual register.

import { cjkContact, joinList, type Phrasebook } from '#shared/chat/builtin/phrasebook.ts'

/** Chinese sentences; the formal register says 您, the casual one 你. */
export function chineseChatPhrases(formal: boolean): Phrasebook {
  const you = formal ? '您' : '你'
  const named = (name?: string) => (name ? `，${name}` : '')
  return {
    gap: '',
    list: (items) => joinList(items, '、', '和'),
    greeting: (name) => `${you}好${named(name)}！`,
    greetingAsk: `今天我能帮${you}做什么？`,
    greetingWarm: `很高兴收到${you}的消息。`,
    capabilitiesIntro: '我是 Sage，这个应用自带的小助手。',
    capabilities: (topics) => `我可以告诉${you}关于${topics}的信息，也可以陪${you}聊聊天。`,
    languageSwitched: `好的，从现在起我用中文和${you}聊天。`,
    capabilitiesLanguages: `如果${you}想换一种语言，告诉我就好。`,
    topics: '药物、健康状况、医生、紧急联系人、接下来的预约和照片',
    howAreYou: ['我很好，谢谢关心。', `我挺好的，和${you}聊天就更好了。`, `很好，谢谢；和${you}聊天总是很开心。`],
    howAreYouAsk: `${you}今天感觉怎么样？`,
    somethingNice: [
      `每一天都带来新的微笑的机会，${you}值得拥有每一个。`,
      `就在此刻，有人正温暖地想着${you}。`,
      `${you}这些年学到的一切，都是送给身边人的礼物。`,
      '一杯热茶、一点阳光和一句暖心的话，就能让一整天都明亮起来。',
    ],
    somethingNiceMore: `希望这能让${you}笑一笑。`,
    lonely: [
      `听到${you}这样的感受，我很难过；我就在这里陪着${you}。`,
      `孤单的感觉不好受，谢谢${you}告诉我。`,
      `很高兴${you}来找我说话；此刻${you}并不是一个人。`,
    ],
    lonelyCall: (name) => `也许${you}可以给${name}打个电话；听到熟悉的声音会好很多。`,
    lonelyMore: `${you}想聊多久，我都陪${you}聊。`,
    thanks: (name) => `不客气${named(name)}。`,
    thanksMore: `能帮到${you}我很开心。`,
    goodbye: (name) => `再见${named(name)}。`,
    goodbyeMore: `请好好照顾自己，随时欢迎${you}回来。`,
    medications: (list) => `${you}的药物有：${list}。`,
    conditions: (list) => `${you}记录的健康状况有：${list}。`,
    doctor: (name) => `${you}的医生是${name}。`,
    doctorPhone: (phone) => `${you}的医生的电话是 ${phone}。`,
    contacts: (list) => `${you}的紧急联系人有：${list}。`,
    contact: cjkContact,
    appointments: (list) => `${you}接下来的预约：${list}。`,
    appointment: (title, when) => `${title}（${when}）`,
    photos: (count) => `${you}的相册里有 ${count} 张照片。`,
    missing: {
      medications: `我还没有保存${you}的药物信息。`,
      conditions: `我还没有保存${you}的健康状况。`,
      doctor: `我还没有${you}的医生信息。`,
      doctorPhone: `我还没有${you}的医生的电话。`,
      contacts: `${you}还没有保存紧急联系人。`,
      appointments: '我没有看到接下来的预约。',
      photos: `${you}的相册里还没有照片。`,
    },
    whereToAdd: {
      medications: `${you}可以在“设置 > 个人资料”里添加。`,
      conditions: `${you}可以在“设置 > 个人资料”或“病史”里添加。`,
      doctor: `${you}可以在“设置 > 个人资料”里添加。`,
      doctorPhone: `${you}可以在“设置 > 个人资料”里添加。`,
      contacts: `${you}可以在“设置 > 紧急联系人”里添加。`,
      appointments: `${you}可以在日历里添加，或者直接告诉我，比如：周二上午十点看牙医。`,
      photos: `${you}可以在“相册”里添加照片。`,
    },
    dataMore: `还有什么我可以帮${you}的吗？`,
    unknown: (topics) => `我是自带的 Sage，只能帮${you}做几件事：${topics}，还有陪${you}聊天。`,
    hosted: `等${you}的家人设置好在线 AI 模型后，它就能回答一般的问题了。`,
    unknownMore: `${you}想问问其中哪一项吗？`,
    clock: (day, time) => `今天是${day}，现在是${time}。`,
    confused: [`${you}很安全，我就在这里陪着${you}。`, '没关系，我们一起慢慢地深呼吸，不用着急。'],
    pastimeMore: `${you}还想再听一个吗？`,
    memoryMore: `${you}愿意的话，我很想听${you}讲讲。`,
  }
}
