// English marks in a message: common words, common phrases and telling characters.

import type { LanguageProfile } from '#shared/chat/language-profiles.ts'
import { countAll, ending, phraseList, wordSet } from '#shared/chat/language-profile-helpers.ts'

export const englishLanguageProfile: LanguageProfile = {
  words: wordSet(`
    i the and is are was were am be been have has had do does did not you your my me we us our they them
    their he him his she her it its this that these those what when where why how who which with from for of
    to at on about into after before just very really would could should will can want like need feel today
    tomorrow yesterday morning afternoon evening night week please thank thanks yes yeah good well fine much
    many some any there here going get got know think time take make tell remind help again little lot lovely
    nice weather daughter son grandson granddaughter grandchildren husband wife friend pills medicine
    appointment call talk if but or because all out up than then now still sorry hello hi bye went said come
    sleep walk eat lunch dinner breakfast sunday monday saturday visit visiting coming tired happy`),
  phrases: phraseList(`
    thank you | how are you | good morning | good night | good afternoon | i am | i have | i would like
    do you | can you | what is | i feel | see you | a little | a lot | want to | need to | have to
    of the | in the | on the | it is | it was | there is | remind me | tell me | help me | my daughter
    my son | last night | this morning`),
  marks: (text) => countAll(text, [/\p{L}['’](?:s|t|re|ve|ll|d|m)(?!\p{L})/gu, ending('ing|ly|ed')]),
}
