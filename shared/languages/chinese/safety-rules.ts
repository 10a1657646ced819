// Chinese hand-written emergency patterns: signs per kind, and the calm talk that defuses them.

import { type EmergencyPatterns, oneOf } from '#shared/safety/rules/patterns.ts'

/** Matched anywhere, since Chinese does not space words. */
export const chineseSafetyRules: EmergencyPatterns = {
  signs: {
    fall: oneOf('摔倒', '跌倒', '摔了一跤', '跌了一跤', '起不来', '爬不起来', '倒在地上'),
    chest: oneOf('胸痛', '胸口(?:很)?(?:疼|痛|闷)', '心脏病(?:发作|犯了)', '心梗', '心肌梗塞', '心绞痛'),
    breathing: oneOf('喘不过气', '喘不上气', '呼吸困难', '不能呼吸', '无法呼吸', '透不过气', '上不来气'),
    stroke: oneOf(
      '中风',
      '脑卒中',
      '脑梗',
      '嘴歪',
      '脸歪',
      '口齿不清',
      '说话不清',
      '(?:手臂|胳膊)抬不起来',
      '突然(?:糊涂|神志不清|意识混乱)',
    ),
    'self-harm': oneOf(
      '想死(?![你我他她]|了)',
      '不想活',
      '自杀',
      '轻生',
      '结束(?:自己的)?生命',
      '了结自己',
      '伤害自己',
    ),
    bleeding: oneOf('大出血', '流血不止', '血流不止', '血止不住', '止不住血', '流了很多血', '出了很多血'),
    unconscious: oneOf(
      '昏迷',
      '晕倒',
      '昏倒',
      '晕过去',
      '不省人事',
      '叫不醒',
      '(?:他|她|人)没(?:有)?(?:反应|呼吸)',
      '失去(?:知觉|意识)',
    ),
    other: oneOf('救命', '叫救护车', '打120', '紧急情况', '快来人', '^帮帮我(?:吧)?$', '^帮我$'),
  },
  calm: oneOf(
    '如果',
    '要是',
    // "…的话" is "if …" (胸口疼的话打120吗), but not "the words said" (他说的话听不懂)
    '(?<![说讲說講])的话',
    // "what is …?": 心绞痛是啥
    '是(?:啥|什么)(?:病|意思)?[吗呢啊]?$',
    '假如',
    '万一',
    '去年',
    '上个月',
    '上(?:周|星期)',
    '年前',
    '以前',
    '电影',
    '电视',
    '小说',
    '新闻',
    '文章',
    '节目',
    '纪录片',
    '有哪些(?:症状|征兆)',
    '什么症状',
    '症状是什么',
    '梦见',
    '做梦',
  ),
}
