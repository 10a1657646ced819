// "Call my daughter", "llama a Ana", "ruf den Arzt an": the person to call, found among the
// person's emergency contacts (by name or by what they are to the person) and their doctor, with
// a number to call. Sage answers with the number and a call button; it never dials by itself.
import { type ChatLanguage, foldText } from '../chat-languages.ts'
import { emergencyWords } from '../emergency-replies.ts'
import { type EmergencyCall, telNumber } from '../emergency.ts'
import { phrasebookFor } from './messages.ts'
import { type SageFacts } from './replies.ts'

/** Someone to call, as the reply names them, and the number as it was saved. */
export type CallTarget = { name: string; phone: string }
/** A request to call: the person found (with a number or not), or none of the person's people named. */
export type CallRequest = { found: CallTarget } | { noNumber: string } | { unknown: true }

// Verbs that ask to call, on folded text (lowercase, no accents), in the eight chat languages.
const callVerbs =
  /\b(call|phone|ring|dial|llam[ae](r|me|le|lo|la)?|llamar(le|lo|la)?|telefonea(r)?|appel(le)?[rz]?|appelez|telephone[rz]?|ruf|rufe|rufen|anrufen|telefonieren|chiama(re|mi)?|telefona(re)?|liga(r)?|ligue|telefone)\b|打电话|打个电话|打给|拨打|電話|でんわ/
// Words that name what someone is to the person, by kind, in the eight languages (folded).
const relations: Record<string, RegExp> = {
  daughter: /\b(daughters?|hija|fille|tochter|figlia|filha)\b|女儿|闺女|娘/,
  son: /\b(sons?|hijo|fils|sohn|figlio|filho)\b|儿子|息子/,
  wife: /\b(wife|esposa|mujer|femme|epouse|frau|ehefrau|moglie|esposa)\b|妻子|老婆|妻/,
  husband: /\b(husband|esposo|marido|mari|ehemann|mann|marito)\b|丈夫|老公|夫/,
  sister: /\b(sisters?|hermana|soeur|schwester|sorella|irma)\b|姐姐|妹妹|姉|妹/,
  brother: /\b(brothers?|hermano|frere|bruder|fratello|irmao)\b|哥哥|弟弟|兄|弟/,
  grandchild: /\b(grand(son|daughter|child)|niet[oa]|petite?-(fils|fille)|enkel(in)?|nipote|net[oa])\b|孙子|孙女|孫/,
  neighbour: /\b(neighbou?r|vecin[oa]|voisine?|nachbar(in)?|vicin[oa]|vizinh[oa])\b|邻居|隣/,
  friend: /\b(friend|amig[oa]|amie?|freund(in)?|amic[oa])\b|朋友|友達|友人/,
  doctor:
    /\b(doctor|dr|gp|medic[oa]|doctora?|medecin|docteur|arzt|arztin|hausarzt|dottore(ssa)?)\b|医生|大夫|医師|先生/,
}
/** The kinds of people a text names ("my daughter" is a daughter). */
const relationIn = (text: string) => Object.keys(relations).filter((kind) => relations[kind]!.test(text))

/** The number of a contact or the doctor, as the person saved it, if it has digits. */
const usable = (phone: string | undefined) => (phone && telNumber(phone) ? phone.trim() : undefined)

/**
 * Reads a request to call someone, or null when the message does not ask to call. A contact
 * named in the message wins over what they are ("call Ana" over "my daughter").
 */
export function readCallRequest(text: string, facts: SageFacts): CallRequest | null {
  const folded = foldText(text)
  if (!callVerbs.test(folded)) return null
  const contacts = facts.emergencyContacts.filter((contact) => contact.name.trim())
  const named = contacts.find((contact) => nameIn(folded, contact.name))
  const kinds = relationIn(folded)
  const related =
    named ?? contacts.find((contact) => relationIn(foldText(contact.relationship)).some((kind) => kinds.includes(kind)))
  if (related) {
    const phone = usable(related.phone)
    return phone ? { found: { name: related.name.trim(), phone } } : { noNumber: related.name.trim() }
  }
  const doctorName = facts.doctorName?.trim()
  if (kinds.includes('doctor') || (doctorName && nameIn(folded, doctorName))) {
    const phone = usable(facts.doctorPhone)
    const name = doctorName || 'doctor'
    return phone ? { found: { name, phone } } : { noNumber: name }
  }
  return { unknown: true }
}

/** Letters and digits only, single-spaced: "Dr. Lee" and "dr lee" read the same. */
const wordsOf = (text: string) =>
  foldText(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()

/** Whether a name (or its first word, "Ana" for "Ana Miller") is in the folded text as a word. */
function nameIn(folded: string, name: string): boolean {
  const text = ` ${wordsOf(folded)} `
  const full = wordsOf(name)
  const first = full.split(' ')[0]!
  return text.includes(` ${full} `) || (first.length > 2 && text.includes(` ${first} `))
}

/**
 * Sage's answer to a request to call someone: their number and a button to call it, or who Sage
 * can call when it cannot tell; null when the message does not ask to call anyone.
 */
export function callReply(
  text: string,
  language: ChatLanguage,
  facts: SageFacts,
  formal: boolean,
): { text: string; calls: EmergencyCall[] } | null {
  const request = readCallRequest(text, facts)
  if (!request) return null
  const book = phrasebookFor(language, formal)
  if ('found' in request) {
    const { name, phone } = request.found
    const call = { label: emergencyWords[language].call(name), tel: `tel:${telNumber(phone)}`, calm: true }
    return { text: book.callNumber(name, phone), calls: [call] }
  }
  if ('noNumber' in request) return { text: book.callNoNumber(request.noNumber), calls: [] }
  const people = [
    ...facts.emergencyContacts.filter((contact) => usable(contact.phone)).map((contact) => contact.name.trim()),
    ...(facts.doctorName?.trim() && usable(facts.doctorPhone) ? [facts.doctorName.trim()] : []),
  ].filter((name, index, all) => all.indexOf(name) === index)
  return { text: people.length ? book.callWho(book.list(people)) : book.callNobody, calls: [] }
}
