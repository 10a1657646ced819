// English words the safety net says besides the emergency reply.

import type { SafetyWords } from '#shared/safety/replies.ts'

export const englishSafetyReplies: SafetyWords = {
  askHurt: 'Are you hurt right now?',
  yes: 'Yes',
  no: 'No',
  notHurt: "I'm glad you're not hurt. I'm right here if anything changes; just tell me.",
  doseQuestion:
    "I can't safely advise on doses or on mixing medicines. Please ask your doctor or pharmacist before you take it.",
  askDoctor: (doctor) => `You can call ${doctor}.`,
  scamWarning:
    'This has the marks of a scam. Please do not pay, buy gift cards, send money or give any code. Hang up, then call your family member or your bank back on a number you already know. A family code word helps you check who is really calling.',
  imFine: "I'm fine",
  fineCancelled: "I'm so glad you're all right. I won't send the alert.",
  fineTold: (names) => `I'm so glad you're all right. I've told ${names} that you're fine now.`,
}
