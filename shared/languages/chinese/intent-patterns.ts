// Chinese phrasings of what a message asks the built-in Sage, on folded text.

import type { IntentPatterns } from '#shared/chat/builtin/intent-patterns.ts'

export const chineseIntentPatterns: IntentPatterns = {
  lonely: /(孤单|孤独|寂寞|没人陪|没有人陪|一个人好)/,
  medications: /(药)/,
  conditions: /(病史|疾病|健康状况|诊断|什么病|慢性病)/,
  doctor: /(医生|大夫|医师)/,
  'emergency-contacts': /(紧急|联系人|急救)/,
  appointments: /(预约|约会|日程|安排|日历|行程|看诊)/,
  photos: /(照片|相片|图片|相册)/,
  capabilities: /(你能做什么|您能做什么|你会做什么|你可以做什么|你是谁|您是谁|能帮我什么|怎么帮我|帮助|功能)/,
  'something-nice': /(说点开心|说点好听|开心的事|好消息|让我开心|说些好|美好的事|逗我开心)/,
  'how-are-you': /(你好吗|您好吗|最近怎么样|你怎么样|您怎么样|过得怎么样|过得好吗)/,
  thanks: /(谢谢|多谢|感谢)/,
  greeting: /(你好|您好|早上好|下午好|晚上好|嗨|哈喽|早安)/,
  goodbye: /(再见|拜拜|晚安|回头见|明天见)/,
}
