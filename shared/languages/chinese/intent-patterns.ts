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
  confused: /(糊涂|迷糊|我好怕|我害怕|有点怕|不知道我在哪|不知道这是哪|想不起来|迷路了|脑子乱|我很乱)/,
  clock:
    /(几点|什么时间|现在时间|几号|几月几日|几月几号|什么日子|星期几|礼拜几|周几|哪一天|日期|今天是星期|是不是星期|今天是几|哪年)/,
  joke: /(笑话|讲个笑|逗我笑|搞笑|幽默|逗乐|谜语)/,
  saying: /(谚语|成语|俗话|名言|格言|老话)/,
  story: /(故事|寓言)/,
  memory: /(回忆|往事|年轻的时候|小时候|过去的事|以前的事)/,
}
