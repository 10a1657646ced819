// Spanish words the safety net says besides the emergency reply.

import type { SafetyWords } from '#shared/safety/replies.ts'

export const spanishSafetyReplies: SafetyWords = {
  askHurt: '¿Está herido o herida ahora mismo?',
  yes: 'Sí',
  no: 'No',
  notHurt: 'Me alegro de que no se haya hecho daño. Aquí estoy si algo cambia; dígamelo.',
  doseQuestion:
    'No puedo aconsejarle con seguridad sobre dosis ni sobre mezclar medicamentos. Pregunte a su médico o farmacéutico antes de tomarlo.',
  askDoctor: (doctor) => `Puede llamar a ${doctor}.`,
  scamWarning:
    'Esto tiene las señales de una estafa. No pague, no compre tarjetas regalo, no envíe dinero ni dé ningún código. Cuelgue y llame usted a su familiar o a su banco a un número que ya conozca. Una palabra clave familiar le ayuda a saber quién llama de verdad.',
  imFine: 'Estoy bien',
  fineCancelled: 'Me alegro mucho de que esté bien. No enviaré el aviso.',
  fineTold: (names) => `Me alegro mucho de que esté bien. Ya le he dicho a ${names} que está bien.`,
}
