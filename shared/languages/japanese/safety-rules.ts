// Japanese hand-written emergency patterns: signs per kind, and the calm talk that defuses them.

import { type EmergencyPatterns, oneOf } from '#shared/safety/rules/patterns.ts'

/** Matched anywhere, since Japanese does not space words. */
export const japaneseSafetyRules: EmergencyPatterns = {
  signs: {
    fall: oneOf('転んで', '転んだ', '転倒', '起き上がれ(?:ない|ません)', '立ち上がれ(?:ない|ません)', '立てない'),
    chest: oneOf('胸が(?:痛|苦し|締め付け)', '胸の痛み', '胸痛', '心臓発作', '心筋梗塞', '狭心症'),
    breathing: oneOf('息が(?:でき|出来)(?:ない|ません)', '息が苦し', '呼吸が(?:苦し|でき|出来)', '呼吸困難', '窒息'),
    stroke: oneOf(
      '脳卒中',
      '脳梗塞',
      '脳出血',
      '顔が(?:歪|ゆが)',
      '口が(?:歪|ゆが)',
      '(?:ろれつ|呂律)が回ら',
      '(?:腕|手)が上がら',
      '急に(?:混乱|わけがわからな)',
    ),
    'self-harm': oneOf(
      '死にたい',
      '自殺',
      '消えたい',
      '生きていたくない',
      '命を絶',
      '自分を傷つけ',
      'もう生きられない',
    ),
    bleeding: oneOf('血が止まら', '大量(?:に)?出血', '出血がひど', '出血が止まら', '血がたくさん', 'たくさん血'),
    unconscious: oneOf(
      '意識が(?:ない|ありません)',
      '意識不明',
      '気を失',
      '気絶',
      '失神',
      '倒れ(?:た|て)',
      '(?:目を覚まさ|呼びかけに反応し)(?:ない|ません)',
      '息をして(?:い)?ない',
    ),
    other: oneOf(
      '(?:助けて|たすけて)(?!くれ|もら|あげ|いただ)',
      '救急車を?(?:呼|よん|お願い)',
      '119(?:番)?(?:に電話|を呼|して)',
      '緊急事態',
    ),
  },
  calm: oneOf(
    'もし',
    '(?<!どう)(?:んだら|ったら|れたら|いたら|したら)',
    '場合',
    '去年',
    '昨年',
    '年前',
    '昔',
    '映画',
    'ドラマ',
    '小説',
    'ニュース',
    '記事',
    '番組',
    '夢',
    '症状は',
    '前兆',
  ),
}
