// German marks in a message: common words, common phrases and telling characters.

import type { LanguageProfile } from '#shared/chat/language-profiles.ts'
import { countAll, ending, phraseList, wordSet } from '#shared/chat/language-profile-helpers.ts'

export const germanLanguageProfile: LanguageProfile = {
  words: wordSet(`
    ich du er sie es wir ihr mich mir dich dir uns mein meine meinen meiner meinem dein deine sein seine der
    die das den dem des ein eine einen einem einer und oder aber nicht kein keine ist bin bist sind war waren
    habe hast hat haben hatte wird werde kann konnen kannst muss soll will mochte heute morgen gestern jetzt
    noch schon auch sehr gut danke bitte ja nein hallo guten tag abend nacht wie was wo wann warum wer mit
    von zu zum zur bei fur auf aus nach uber vergessen tabletten arzt tochter sohn enkel enkelin geht gehen
    machen viel etwas immer wieder leider schmerzen mude tun heisst ganz nur doch gerne mag sehen kommt
    kommen sonntag montag samstag schlafen essen garten brille schwester bruder anrufen verstanden`),
  phrases: phraseList(`
    wie geht | guten morgen | guten tag | guten abend | gute nacht | vielen dank | danke schon | ich bin
    ich habe | ich mochte | es geht | bis morgen | bis bald | tut mir leid | mir geht | was soll
    kannst du | konnen sie`),
  marks: (text) => countAll(text, [/[äöüß]/gu, ending('ung|heit|keit|lich|chen'), /sch|tz/gu]),
}
