// French marks in a message: common words, common phrases and telling characters.

import type { LanguageProfile } from '#shared/chat/language-profiles.ts'
import {
  alone,
  cedillaAndCircumflex,
  countAll,
  ending,
  phraseList,
  wordSet,
} from '#shared/chat/language-profile-helpers.ts'

export const frenchLanguageProfile: LanguageProfile = {
  words: wordSet(`
    je tu il elle nous vous ils elles le la les un une des du au aux et est es suis sont ai avons avez ont etait
    avais avait pas ne plus tres bien mais ou donc avec pour dans sur chez mon ma mes ton ta tes sa ses notre
    votre nos vos ce cette ces qui quoi que quand comment pourquoi oui non merci bonjour bonsoir salut
    aujourd hui demain hier semaine prochaine matin soir voudrais veux peux peut dois faire aller vais fait
    beaucoup peu toujours jamais encore aussi tout tous rien medecin rendez prendre petit petite fille fils
    enfants aime moi toi lui leur sens fatigue fatiguee ca me te se si de desole compris voir venir
    dimanche lundi samedi lunettes appeler soeur frere manger dormi jardin pris`),
  phrases: phraseList(`
    s il vous plait | s il te plait | merci beaucoup | a demain | a bientot | comment allez vous
    comment ca va | ca va | je suis | tu es | j ai | je voudrais | il y a | c est | est ce que
    bonne nuit | bonne journee | rendez vous | je me sens | ma fille | mon fils`),
  marks: (text) =>
    countAll(text, [
      /[èëîïûœ]/gu,
      alone('à'),
      ending('eux|eau|eaux|oient|aient|ez'),
      /(?<!\p{L})(?:j|qu|c|n|s|d|m|t|l)['’](?=\p{L})/gu,
      cedillaAndCircumflex,
    ]),
}
