// Spanish ways of talking about doses, on folded text, and Sage's replies about them.

import type { DoseWords } from '#shared/medications/dose-talk.ts'

export const spanishDoseWords: DoseWords = {
  took: /\b((ya )?(me )?(la |lo |las |los )?(tome|he tomado|tomado)( (hoy|ahora|ahorita|temprano|esta manana))*|me (la |lo |las |los )?(tome|he tomado)|(ya )?tome (la|el|las|los|mi|mis)|ya (me )?(la |lo |las |los )?tome|ya estan? tomad[ao]s?|acabo de tomar(me)?(la|lo|las|los)?|listo,? (ya )?(me )?(la |lo )?tome)\b/,
  // Also yesterday's, one taken by mistake, "me tomé la presión" (measured), "dice que tome".
  notTaken:
    /\b(no (me )?(la |lo |las |los )?(he )?(tome|tomado)|todavia no|aun no|se me olvido|olvide|no recuerdo|no me acuerdo|no se si|no estoy segur[ao]|nunca|debo tomar|tengo que tomar|cuando (me )?tomo|(dijo|dice|dijeron|manda|quiere|recomienda) que (me )?(la |lo |las |los )?tome|ayer|anteayer|equivoque|por error|de mas|dos veces|tom(e|ado) (la|el|mi) (presion|tension|temperatura|azucar|glucosa|pulso|fiebre))\b/,
  asked:
    /(¿[^?]*\b(tome|tomado)\b|\b(tome|tomado|tomad[ao]s?)\b[^.!?¿]*\?|\b(he|ya he) tomado (mis |las |la |el |los )?(pastillas?|medicinas?|medicamentos?)|\bque (pastillas?|medicinas?|medicamentos?|remedios?) (me )?(he )?tom(e|ado)|\b(sabe|sabes|dime|digame|puede (ver|mirar|decirme)|mire) si (ya )?(me )?(la |lo |las |los )?(tome|he tomado))/,
  all: /^(?!.*\bno (todas?|todos|las dos|los dos|ambas?|ambos)\b).*\b(todas?|todos|las dos|los dos|ambas?|ambos)\b/,
  yes: /^(si|claro|asi es|correcto|eso es|si,? (me la|la) tome)\b/,
  general:
    /\b(pastill(it)?as?|medicin(it)?as?|medicamentos?|remedi(it)?os?|dosis|capsulas?|comprimidos?|pildoras?|vitaminas?|insulina|inhalador)\b/,
  object: /\b((la|lo|las|los) (he )?tom(e|ado)|tome (las dos|los dos|todas|todos|ambas|ambos))\b/,
  replies: {
    marked: (doses) => `Muy bien. He marcado ${doses} como tomado.`,
    which: (doses) => `¿Cuál se tomó: ${doses}? También puede decir «todas».`,
    early: (dose) => `Ahora no le toca ningún medicamento. El siguiente es ${dose}. ¿Se lo tomó antes de hora?`,
    nothingWaiting: 'Ahora no le toca ningún medicamento, y hoy no le quedan más dosis.',
    noMedications:
      'Todavía no tengo sus medicamentos. Puede añadirlos en Configuración, Medicamentos, y le avisaré a la hora de cada toma.',
    status: ({ taken, waiting, missed }) =>
      [
        taken ? `Hoy ha tomado ${taken}.` : 'Hoy todavía no ha marcado ningún medicamento como tomado.',
        waiting ? `Le queda por tomar: ${waiting}.` : '',
        missed ? `No se marcaron a tiempo: ${missed}.` : '',
      ]
        .filter(Boolean)
        .join(' '),
    noneToday: 'Hoy no tiene medicamentos que tomar.',
  },
}
