// Spanish marks in a message: common words, common phrases and telling characters.

import type { LanguageProfile } from '#shared/chat/language-profiles.ts'
import { acuteVowels, countAll, ending, phraseList, wordSet } from '#shared/chat/language-profile-helpers.ts'

export const spanishLanguageProfile: LanguageProfile = {
  words: wordSet(`
    el los las del al y es esta estas este estoy esto eso ese esa muy pero porque que quien donde cuando como
    hoy ayer manana bien gracias hola buenos buenas dias noches tardes tengo tiene tienes tenemos quiero
    quieres puedo puedes puede necesito hacer hago voy vas vamos mi mis tu su sus yo usted ella ellos nosotros
    ya tambien todo todos nada algo mucho mucha muchos poco mas hay fue era siento duele dolor dormir nietos
    nieto nieta hija hijo hijos esposo esposa senor senora ahora despues antes siempre nunca con sin desde
    hasta sobre favor cita pastillas medicina cabeza rodilla espalda me te se le lo no si un una unos por para
    de la estaba creo gusta llamar hermana hermano visitar comer salir ver quisiera entiendo entendi
    perdon domingo lunes sabado cansado cansada contigo nuevo semana tomar recordar`),
  phrases: phraseList(`
    por favor | buenos dias | buenas noches | buenas tardes | como estas | como esta | muchas gracias
    hasta manana | hasta luego | me duele | no puedo | lo siento | me siento | estoy bien | de nada
    que tal | tengo que | voy a | me gustaria | mi hija | mi hijo`),
  marks: (text) => countAll(text, [/[ñ¿¡]/gu, ending('ción|ciones|ado|ada|ados|adas|ido|ida'), acuteVowels]),
}
