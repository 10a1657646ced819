// Portuguese marks in a message: common words, common phrases and telling characters.

import type { LanguageProfile } from '#shared/chat/language-profiles.ts'
import {
  acuteVowels,
  alone,
  cedillaAndCircumflex,
  countAll,
  ending,
  phraseList,
  wordSet,
} from '#shared/chat/language-profile-helpers.ts'

export const portugueseLanguageProfile: LanguageProfile = {
  words: wordSet(`
    eu voce ele ela nos eles elas meu minha meus minhas seu sua seus suas nosso nossa um uma uns umas do da
    dos das no na nas ao aos pelo pela num numa em com de que nao sim muito muita muitos muitas pouco mais mas
    tambem tudo nada bem bom boa obrigado obrigada hoje ontem amanha agora ainda depois antes sempre nunca ja
    estou esta estava estamos sou sao foi era tenho tem temos tinha vou vai vamos posso pode preciso quero
    gosto sinto dor cabeca saudade saudades netos neto neta filho filha filhos marido esposa medico remedio
    remedios consulta isso isto esse essa este aqui fazer dormir porque quando onde como para por oi ola
    tchau ate me te se tu desculpe entendi voce irma irmao ligar visitar domingo segunda sabado oculos
    jardim cansado cansada comer ver tomar lembrar hj vc`),
  phrases: phraseList(`
    por favor | bom dia | boa tarde | boa noite | muito obrigado | muito obrigada | tudo bem | como vai
    estou bem | ate amanha | ate logo | eu estou | eu tenho | nao sei | nao consigo | minha filha
    meu filho | estou com | dor de`),
  marks: (text) =>
    countAll(text, [
      /[ãõ]/gu,
      alone('é'),
      ending('ção|ções|inho|inha|agem|ado|ada|ido|ida'),
      cedillaAndCircumflex,
      acuteVowels,
    ]),
}
