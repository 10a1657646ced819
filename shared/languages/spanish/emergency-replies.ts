// Spanish words of an emergency reply.

import type { EmergencyWords } from '#shared/chat/emergency-replies.ts'

export const spanishEmergencyReplies: EmergencyWords = {
  services: 'Servicios de emergencia',
  callNow: (number) => `Llame ahora mismo a los servicios de emergencia: ${number}.`,
  callContacts: (list) => `Después llame a sus contactos de emergencia: ${list}.`,
  advice: {
    fall: 'Si se ha hecho daño, no intente levantarse; no se mueva y abríguese.',
    chest: 'Siéntese y descanse; mastique una aspirina solo si su médico le ha dicho que puede.',
    breathing: 'Siéntese con la espalda recta e intente respirar despacio.',
    stroke: 'Anote la hora en que empezaron los síntomas; ayudará a los médicos.',
    'self-harm': 'Quédese al teléfono con alguien que pueda ayudarle.',
    bleeding: 'Presione con firmeza sobre la herida con un paño limpio y no deje de presionar.',
    overdose: 'Guarde las cajas de las medicinas para enseñarlas a la ambulancia y no tome nada más.',
    unconscious: 'Si se siente desfallecer, siéntese o túmbese y tenga el teléfono cerca.',
    other: 'Quédese donde está y tenga el teléfono cerca.',
  },
  adviceOther: {
    fall: 'Si la persona se ha hecho daño, quédese a su lado y no intente levantarla; manténgala abrigada.',
    chest: 'Ayúdele a sentarse y descansar, y quédese a su lado.',
    breathing: 'Ayúdele a sentarse derecho, aflójele la ropa y quédese a su lado.',
    stroke: 'Anote la hora en que empezaron los síntomas y quédese a su lado; ayudará a los médicos.',
    'self-harm': 'Quédese con la persona y aparte todo aquello con lo que pueda hacerse daño.',
    bleeding: 'Presione con firmeza sobre la herida con un paño limpio y no deje de presionar.',
    overdose: 'Quédese a su lado y guarde las cajas de las medicinas para enseñarlas a la ambulancia.',
    unconscious: 'Compruebe si respira y quédese a su lado.',
    other: 'Quédese a su lado y tenga el teléfono cerca.',
  },
  comfort: 'Siento mucho que se sienta así. No está solo ni sola, y usted importa.',
  crisisLine: (line) => `También puede llamar a la línea de crisis, a cualquier hora: ${line}.`,
  crisisLabel: 'Línea de crisis',
  call: (name) => `Llamar a ${name}`,
}
