import type { DoctorTalk } from '#shared/summary/doctor-talk.ts'

// Common surnames, so that "李医生" is a doctor's name but "看医生", "好医生" are not. Characters that
// are also common words are kept out (于, 向, 和, 常) or read only where they cannot be one ("这周医生",
// "任何医生", "谢谢医生").
const SURNAME =
  '(?:欧阳|司马|诸葛|上官|司徒|东方|[王李张刘陈杨黄赵吴徐孙马朱胡郭高林罗郑梁宋唐许韩冯邓曹彭曾肖萧田董袁潘蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔谭陆汪范金石廖贾夏韦付傅方白邹孟熊秦邱江尹薛闫阎段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔汤蒲郁]|(?<![任如为])何|(?<![这下上本每一两几])周|(?<!谢)谢|(?<!点)钟)'

// A doctor without a name: "医生", "牙医", "心脏科医生", "家庭医生".
const DOCTOR_WORD = '(?:\\p{Script=Han}{0,4}?(?:医生|大夫|医师)|牙医|专家)'

// A doctor as said: "李医生", "王大夫" (kept as the doctor), or a doctor without a name.
const DOCTOR = `(?:(?<doctor>${SURNAME}(?:医生|大夫|医师))|${DOCTOR_WORD})`

// What makes asking a wish or a plan ("我想问医生", "记得问医生", or asking at the head of the message).
const MEANING =
  '(?:^|(?<![不没别])(?:要|想|得|记得|别忘了|不要忘了|别忘记|提醒我|帮我|到时候?|下次|顺便|也|再|还|需要|应该|一定|准备|打算))'

// The end of a clause: a visit is not one when the clause asks ("要不要去看医生？").
const NOT_ASKING = '(?![^。！？!?，,]*[吗么？?])'

// Said of the past, of someone else's visit, or as advice or refusal.
const NOT_MINE =
  '(?<!(?:昨天|前天|上周|上星期|上个星期|上个月|上次|刚才|刚刚|已经|去年|陪)[^。！？!?，,]{0,8})(?<!(?:不|没|别|不想|不要|不用|没有|不必|不肯|不愿|要不|该不|用不|是不是|该|应该)\\s*)'

export const chineseDoctorTalk: DoctorTalk = {
  question: [
    // "给医生的问题：我的血压是不是太高了", "要问医生的问题：…".
    new RegExp(`${DOCTOR}的问题\\s*[：:]\\s*(?<question>.+)`, 'iu'),
    // "问问医生我的膝盖", "我想问医生为什么我总是很累", "提醒我问李医生关于我的药".
    new RegExp(
      `${MEANING}\\s*(?:问问|问一问|问一下|问|请教|咨询)\\s*(?:一下)?\\s*${DOCTOR}(?![的了过])\\s*(?:一下)?[\\s，,：:]*(?:关于|有关|看看|我想知道)?\\s*(?<question>.+)`,
      'iu',
    ),
    // "我要跟医生说我晚上睡不好", "跟医生提一下我的膝盖", "得告诉医生我头晕".
    new RegExp(
      `${MEANING}\\s*(?:(?:跟|和|对|向|给)\\s*${DOCTOR}\\s*(?:说|讲|提|商量|讨论|聊聊|谈谈|反映|反应)|告诉\\s*${DOCTOR.replace('?<doctor>', '')})(?![了过])(?:一下|一声)?[\\s，,：:]*(?<question>.+)`,
      'iu',
    ),
  ],
  visit: [
    // "我星期四要去看李医生", "明天去看医生", "下周得去找王大夫".
    new RegExp(
      `${NOT_MINE}(?:要|得|去|会|准备|打算|需要|约好|计划)\\s*(?:去)?\\s*(?:医院)?\\s*(?:看|见|找)\\s*${DOCTOR}(?![了过])${NOT_ASKING}`,
      'iu',
    ),
    // "我约了李医生星期四", "我挂了张大夫的号", "预约了下周四的门诊".
    new RegExp(
      `${NOT_MINE}(?:约了|约好了|预约了|挂了|挂上了|挂好了|挂到了|预约好了)[^，。,！？!?]{0,8}?(?:${DOCTOR}|门诊|复诊|专家号|体检)`,
      'iu',
    ),
    // "我明天有医生的预约", "下周有个门诊", "明天有复诊".
    new RegExp(
      `${NOT_MINE}(?<!没)有(?:一?个)?\\s*(?:(?:医生|医院|门诊)的?)?(?:门诊|复诊|预约|体检|就诊)${NOT_ASKING}`,
      'iu',
    ),
    // "我下周要去医院看病", "明天去复诊", "后天得去做检查".
    new RegExp(
      `${NOT_MINE}(?:要|得|去|准备|打算|需要|计划)\\s*(?:去)?\\s*(?:医院|诊所|门诊)?\\s*(?:看病|就诊|复诊|复查|看门诊|做检查|体检|检查身体)(?![了过])${NOT_ASKING}`,
      'iu',
    ),
    // "帮我准备一下看医生的事", "整理一下去看李医生要带的东西".
    new RegExp(`(?:准备|整理)[^。！？!?]{0,8}?(?:(?:看|见)\\s*${DOCTOR}|看病|就诊|复诊|门诊)`, 'iu'),
    // "帮我为看病做准备".
    /(?:为|给)\s*(?:看医生|看病|就诊|复诊)\s*做?(?:些|点|一些)?准备/iu,
    // "我需要一份给医生的摘要", "帮我做个就诊摘要".
    /(?:给|带给|拿给|交给|让)(?:医生|大夫)(?:看)?的[^。！？!?]{0,4}?(?:摘要|总结|小结|资料|材料|清单|概要)|(?:就诊|看病|看医生)(?:时)?(?:用)?的?(?:摘要|总结|小结|资料)/iu,
  ],
  summaryReady: (doctor, day) =>
    `我已经为您准备好了一份就诊摘要${doctor || day ? `，供您${day ?? ''}看${doctor ?? '医生'}时使用` : ''}。您可以打印出来，也可以保存为PDF。如果有想问医生的问题，请告诉我，比如“问问医生我的膝盖”。`,
  questionKept: (question) => `我已把“${question}”加到您要问医生的问题里了，就诊摘要上会列出这些问题。`,
  questionsFull: (limit) =>
    `您要问医生的问题已经满了（${limit}个），这个问题没能加上。请打开摘要，删掉不再需要的问题，然后再告诉我一次。`,
  openSummary: '打开摘要',
}
