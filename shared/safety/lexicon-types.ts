/**
 * Concepts the safety detectors see besides the letters of a message. Each language lists its own
 * words for them (`shared/languages/<language>/safety-lexicon.ts`), so a weight learned from
 * Spanish sentences helps an Italian one. The comment on each concept says what its words are.
 */
export const emergencyConcepts = [
  /** Falling: fell, fallen, slipped, tripped, took a tumble. */
  'fall',
  /** Lying on the floor or stuck: on the floor, on the ground, can't get up, can't stand up. */
  'down',
  /** The chest or heart: chest, heart, breastbone. */
  'chest',
  /** Pain: pain, hurts, aches, sore, agony. */
  'pain',
  /** Pressure: heavy, tight, squeezing, crushing, pressing, elephant sitting on. */
  'pressure',
  /** Pain spreading: left arm, jaw, shoulder, back between the shoulders. */
  'radiate',
  /** Sweat, nausea, dizziness: sweating, cold sweat, clammy, sick to my stomach, vomiting, dizzy. */
  'sweat',
  /** Breathing: breathe, breath, air, wheeze, gasp, out of breath, lips turning blue. */
  'breath',
  /** Choking: choking, something stuck in the throat, swallowed wrong, throat closing. */
  'choke',
  /** Numbness or weakness: numb, weak, can't move, can't lift, paralysed, tingling, dead arm. */
  'weak',
  /** A drooping face: face drooping, crooked mouth, one side of the face. */
  'droop',
  /** Speech trouble: slurred, can't talk, can't speak, words come out wrong, mumbling. */
  'speech',
  /** Sudden confusion: confused, doesn't know where, doesn't recognise, makes no sense. */
  'confused',
  /** Sudden sight or head trouble: can't see, double vision, worst headache of my life. */
  'head',
  /** Blood: blood, bleeding, bleeds, cut, gash, wound. */
  'blood',
  /** Won't stop, a lot: won't stop, everywhere, soaked, pouring, spurting, lots of. */
  'profuse',
  /** Unconscious: passed out, fainted, unconscious, unresponsive, won't wake up, collapsed, not answering (a person). */
  'unconscious',
  /** Not breathing, no pulse, turning blue, cold and still. */
  'lifeless',
  /** Death and dying: die, dying, dead, death. */
  'die',
  /** Ending one's life: kill myself, suicide, end it all, end my life, don't want to live, better off without me. */
  'suicide',
  /** Means of self-harm: rope, gun, bridge, jump, razor, saved up my pills. */
  'means',
  /** Saying goodbye for ever: goodbye forever, give my things away, won't be around, last time. */
  'farewell',
  /** Hopelessness: no point, no reason, hopeless, a burden, can't go on, tired of living. */
  'hopeless',
  /** Too much medicine: too many pills, overdose, whole bottle, double dose, swallowed all, wrong pills. */
  'overdose',
  /** Medicines: pills, tablets, medicine, meds, sleeping pills, insulin. */
  'pills',
  /** Calls for help: help, ambulance, emergency, 911, call someone, sos, hurry. */
  'help',
  /** Now and getting worse: now, right now, just now, suddenly, getting worse, still, keeps, for an hour. */
  'now',
  /** Severity: very bad, terrible, worst, really bad, so much, unbearable, can't stand it. */
  'severe',
  /** Other dangers: fire, smoke, gas smell, burned, seizure, fitting, someone breaking in, allergic swelling. */
  'danger',
  /** Inability: can't, cannot, unable, won't, doesn't (as in "can't breathe", "won't wake"). */
  'cannot',
] as const

/** Concepts that calm a message down: time past, what-ifs, questions, idioms. */
export const calmConcepts = [
  /** The past: yesterday, last week, years ago, when I was young, used to, once, back then. */
  'past',
  /** Resolved: fine now, okay now, better now, the doctor checked, recovered, stopped, nothing broken, all good. */
  'resolved',
  /** What-ifs: if, what if, in case, suppose, should I ever, would. */
  'hypothetical',
  /** Asking for information: what are the signs, symptoms of, how do you know, is it normal, tell me about, why do. */
  'question',
  /** Stories: movie, film, book, series, show, news, novel, character, episode, game, dream. */
  'media',
  /** Set phrases that only sound dangerous: dying to, killing me (heat, feet), to die for, scared to death, died laughing. */
  'idiom',
  /** Asking about medicines: can I take, how much, how many, mix with, together with, dose, skip, instead of. */
  'dose-question',
  /** Calendar words: remind me, appointment, schedule, calendar, book, add, every morning, next week. */
  'calendar',
  /** Negation: not, no, never, don't, without. */
  'negation',
  /** Mild: a bit, a little, slightly, mild, sometimes, a touch of. */
  'mild',
  /** Worry without event: afraid, worried, scared of, nervous, anxious. */
  'worry',
] as const

/** Who is in danger: someone with the writer, or the writer. */
export const subjectConcepts = [
  /** Another person: my wife, husband, mother, father, son, daughter, neighbour, friend; he, she, him, her. */
  'other',
  /** The writer: I, me, my, myself (and first-person verb forms in languages that drop the pronoun). */
  'self',
] as const

/** The marks of a scam the person is meeting. */
export const scamConcepts = [
  /** Gift cards: gift card, iTunes card, Google Play card, Amazon card, voucher codes. */
  'gift-card',
  /** Sending money: wire, transfer, Western Union, MoneyGram, send money, deposit. */
  'wire',
  /** Crypto: bitcoin, crypto, bitcoin machine, wallet address. */
  'crypto',
  /** Trouble needing money: jail, arrested, bail, lawyer, accident, hospital bill, stuck abroad. */
  'trouble',
  /** Relatives a scammer pretends to be: grandson, granddaughter, nephew, niece, grandchild. */
  'grandchild',
  /** Remote access: install, download an app, TeamViewer, AnyDesk, remote, screen share, virus on your computer. */
  'remote',
  /** Secret codes: code, PIN, password, verification code, card number, social security number, login. */
  'code',
  /** Urgency: right away, immediately, today only, urgent, before it's too late, within the hour. */
  'urgency',
  /** Secrecy: don't tell anyone, keep it secret, between us, don't tell your family, don't hang up. */
  'secrecy',
  /** Prizes: you won, lottery, prize, sweepstakes, inheritance, claim, fee, tax to release. */
  'prize',
  /** Authorities and firms: IRS, police, tax office, bank security, Medicare, Microsoft, Amazon support. */
  'authority',
  /** A caller or stranger: called me, phone call, a man, a woman, text message, email, someone online. */
  'caller',
  /** Paying: pay, buy, send, money, dollars, euros, cash. */
  'pay',
] as const

export type EmergencyConcept = (typeof emergencyConcepts)[number]
export type CalmConcept = (typeof calmConcepts)[number]
export type SubjectConcept = (typeof subjectConcepts)[number]
export type ScamConcept = (typeof scamConcepts)[number]
export type Concept = EmergencyConcept | CalmConcept | SubjectConcept | ScamConcept

/** One language's words for each concept; every concept is listed, with at least a few entries. */
export type Lexicon = Record<Concept, readonly string[]>
