// English sentences of the built-in Sage, in the formal and the casual register.

import { joinList, latinContact, type Phrasebook } from '#shared/chat/builtin/phrasebook.ts'

/** English sentences; the formal register leaves out casual words such as "Hi" and "Bye". */
export function englishChatPhrases(formal: boolean): Phrasebook {
  const v = (formalText: string, casualText: string) => (formal ? formalText : casualText)
  const named = (name?: string) => (name ? `, ${name}` : '')
  return {
    gap: ' ',
    list: (items) => joinList(items, ', ', ' and '),
    greeting: (name) => `${v('Hello', 'Hi')}${name ? `, ${name}` : v('', ' there')}!`,
    greetingAsk: 'How can I help you today?',
    greetingWarm: "It's lovely to hear from you.",
    capabilitiesIntro: "I'm Sage, the helper built into this app.",
    capabilities: (topics) => `I can tell you about ${topics}, and keep you company for a chat.`,
    languageSwitched: 'Of course, I will speak English from now on.',
    capabilitiesLanguages: v(
      'If you would like me to speak another language, please just ask.',
      "Just ask if you'd like me to speak another language.",
    ),
    topics: 'your medications, conditions, doctor, emergency contacts, next appointments and photos',
    howAreYou: [
      "I'm doing well, thank you for asking.",
      "I'm very well, and even better now that we're talking.",
      "I'm fine, thank you; it's always nice to chat with you.",
    ],
    howAreYouAsk: 'And how are you feeling today?',
    somethingNice: [
      'Every day brings a small new chance to smile, and you deserve every one of them.',
      'Somewhere right now, someone is thinking of you fondly.',
      'All you have learned over the years is a gift to the people around you.',
      'A cup of tea, a little sunshine and a kind word can brighten a whole day.',
    ],
    somethingNiceMore: 'I hope that brings you a smile.',
    lonely: [
      "I'm sorry you're feeling lonely; I'm right here with you.",
      "Feeling lonely is hard, and I'm glad you told me.",
      "I'm so glad you reached out; you don't have to feel alone right now.",
    ],
    lonelyCall: (name) => `Perhaps you could give ${name} a call; a familiar voice can help a lot.`,
    lonelyMore: "I'm happy to keep talking for as long as you like.",
    thanks: (name) => `You're very welcome${named(name)}.`,
    thanksMore: "I'm always glad to help.",
    goodbye: (name) => `${v('Goodbye', 'Bye for now')}${named(name)}.`,
    goodbyeMore: 'Take good care of yourself, and come back whenever you like.',
    medications: (list) => `Your medications are: ${list}.`,
    conditions: (list) => `Your saved health conditions are: ${list}.`,
    doctor: (name) => `Your doctor is ${name}.`,
    doctorPhone: (phone) => `Your doctor's phone number is ${phone}.`,
    contacts: (list) => `Your emergency contacts are: ${list}.`,
    contact: latinContact,
    appointments: (list) => `Coming up next: ${list}.`,
    appointment: (title, when) => `${title}, ${when}`,
    photos: (count) =>
      count === 1 ? 'You have 1 photo in your gallery.' : `You have ${count} photos in your gallery.`,
    missing: {
      medications: "I don't have any medications saved for you yet.",
      conditions: "I don't have any health conditions saved for you yet.",
      doctor: "I don't have your doctor's details yet.",
      doctorPhone: "I don't have your doctor's phone number yet.",
      contacts: "You don't have any emergency contacts saved yet.",
      appointments: "I don't see any upcoming appointments.",
      photos: 'There are no photos in your gallery yet.',
    },
    whereToAdd: {
      medications: 'You can add them in Settings > Profile.',
      conditions: 'You can add them in Settings > Profile or in Medical History.',
      doctor: 'You can add them in Settings > Profile.',
      doctorPhone: 'You can add it in Settings > Profile.',
      contacts: 'You can add them in Settings > Emergency Contacts.',
      appointments: 'You can add one in the calendar, or just tell me, for example: dentist on Tuesday at 10.',
      photos: 'You can add some in the Photo Gallery.',
    },
    dataMore: v('Is there anything else I can help you with?', 'Anything else you would like to know?'),
    unknown: (topics) => `I'm the built-in Sage, so I can only help with a few things: ${topics}, and a friendly chat.`,
    hosted: 'When your family sets up a hosted AI model, it can answer general questions too.',
    unknownMore: 'Would you like to ask me about one of those?',
    clock: (day, time) => `Today is ${day}, and it is ${time}.`,
    confused: [
      'You are safe, and I am right here with you.',
      'It is all right. Let’s take a slow breath together; there is no hurry.',
    ],
    pastimeMore: v('Would you like another one?', 'Want another one?'),
    memoryMore: 'I would love to hear about it, whenever you like.',
    callNumber: (name, phone) => `${name}’s number is ${phone}. Tap the button below to call.`,
    callNoNumber: (name) => `I don’t have a number for ${name} yet. You can add it in Settings > Emergency Contacts.`,
    callWho: (names) => `Who would you like to call? I have numbers for ${names}.`,
    callNobody: 'I don’t have anyone’s number yet. You can add people in Settings > Emergency Contacts.',
    displayChanged: {
      bigger: 'Done: the text is bigger now. To undo it, say “make the text smaller”, or go to Settings > Display.',
      smaller: 'Done: the text is smaller now. To undo it, say “make the text bigger”, or go to Settings > Display.',
      contrastOn:
        'Done: high contrast is on. To turn it off, say “turn off high contrast”, or go to Settings > Display.',
      contrastOff: 'Done: high contrast is off. To turn it on again, say “turn on high contrast”.',
      buttonsOn: 'Done: the buttons are bigger now. To undo it, go to Settings > Display.',
      buttonsOff: 'Done: the buttons are back to their usual size.',
    },
    historyAsked: (day, quoted) => `${day === 'yesterday' ? 'Yesterday' : 'Earlier today'} you asked me: ${quoted}.`,
    historyNone: (day) =>
      `We didn’t talk ${day === 'yesterday' ? 'yesterday' : 'earlier today'}. What would you like to talk about?`,
    photoShown: (caption) => `Here it is: “${caption}”. Who is with you here?`,
    photoShownDated: (date) => `Here is a photo from ${date}. Who is with you here?`,
    photoNotFound:
      'I couldn’t find a photo of that. The captions help me find them; you can see all your photos in the Photo Gallery.',
    storyKept: (story) => `Thank you for telling me. I’ve kept it with the photo: “${story}”.`,
    quote: (text) => `“${text}”`,
    cannot: ['I’m sorry, that is something I can’t do here.', 'I’m afraid I can’t help with that one.'],
    canInstead:
      'I can tell you the date and time, call one of your people, tell a joke or a story, or make the text bigger.',
  }
}
