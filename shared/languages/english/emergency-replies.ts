// English words of an emergency reply.

import type { EmergencyWords } from '#shared/chat/emergency-replies.ts'

export const englishEmergencyReplies: EmergencyWords = {
  services: 'Emergency services',
  callNow: (number) => `Please call emergency services now: ${number}.`,
  callContacts: (list) => `Then call your emergency contacts: ${list}.`,
  advice: {
    fall: "If you are hurt, don't try to get up; stay where you are and keep warm.",
    chest: 'Sit down and rest; chew an aspirin only if a doctor has said you may.',
    breathing: 'Sit upright and try to breathe slowly.',
    stroke: 'Note the time the signs started; it will help the doctors.',
    'self-harm': 'Please stay on the line with someone who can help.',
    bleeding: 'Press firmly on the wound with a clean cloth and keep pressing.',
    overdose: "Keep the medicine packets to show the ambulance crew, and don't take anything else.",
    unconscious: 'If you feel faint, sit or lie down and keep the phone close.',
    other: 'Stay where you are and keep the phone close.',
  },
  adviceOther: {
    fall: "If someone is hurt, stay with them and don't try to lift them; keep them warm.",
    chest: 'Help them sit down and rest, and stay with them.',
    breathing: 'Help them sit upright, loosen tight clothing and stay with them.',
    stroke: 'Note the time the signs started, and stay with them; it will help the doctors.',
    'self-harm': 'Stay with them, and move anything they could hurt themselves with out of reach.',
    bleeding: 'Press firmly on the wound with a clean cloth and keep pressing.',
    overdose: 'Stay with them and keep the medicine packets to show the ambulance crew.',
    unconscious: 'Check whether they are breathing, and stay with them.',
    other: 'Stay with them and keep the phone close.',
  },
  comfort: "I'm so sorry you are feeling this way. You are not alone, and you matter.",
  crisisLine: (line) => `You can also call the crisis line any time, day or night: ${line}.`,
  crisisLabel: 'Crisis line',
  call: (name) => `Call ${name}`,
}
