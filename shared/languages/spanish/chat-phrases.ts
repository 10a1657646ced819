// Spanish sentences of the built-in Sage, in the formal and the casual register.

import { joinList, latinContact, type Phrasebook } from '#shared/chat/builtin/phrasebook.ts'

/** Spanish sentences; the formal register uses usted, the casual one tú. */
export function spanishChatPhrases(formal: boolean): Phrasebook {
  const v = (formalText: string, casualText: string) => (formal ? formalText : casualText)
  const named = (name?: string) => (name ? `, ${name}` : '')
  const your = v('su', 'tu')
  const yours = v('sus', 'tus')
  return {
    gap: ' ',
    list: (items) => joinList(items, ', ', ' y '),
    greeting: (name) => `¡Hola${named(name)}!`,
    greetingAsk: v('¿En qué puedo ayudarle hoy?', '¿En qué te puedo ayudar hoy?'),
    greetingWarm: v('Me alegra mucho saber de usted.', 'Me alegra mucho saber de ti.'),
    capabilitiesIntro: 'Soy Sage, el asistente que viene con esta aplicación.',
    capabilities: (topics) =>
      v(
        `Puedo contarle sobre ${topics}, y hacerle compañía para charlar.`,
        `Puedo contarte sobre ${topics}, y hacerte compañía para charlar.`,
      ),
    languageSwitched: v(
      'Por supuesto, a partir de ahora le hablaré en español.',
      'Claro, a partir de ahora te hablaré en español.',
    ),
    capabilitiesLanguages: v(
      'Si prefiere que hable otro idioma, solo pídamelo.',
      'Si prefieres que hable otro idioma, solo pídemelo.',
    ),
    topics: `${yours} medicamentos, ${yours} condiciones de salud, ${your} médico, ${yours} contactos de emergencia, ${yours} próximas citas y ${yours} fotos`,
    howAreYou: [
      'Estoy muy bien, gracias por preguntar.',
      'Estoy bien, y aún mejor ahora que hablamos.',
      v(
        'Muy bien, gracias; siempre me alegra charlar con usted.',
        'Muy bien, gracias; siempre me alegra charlar contigo.',
      ),
    ],
    howAreYouAsk: v('¿Y usted cómo se siente hoy?', '¿Y tú cómo te sientes hoy?'),
    somethingNice: [
      v(
        'Cada día trae una nueva oportunidad de sonreír, y usted se las merece todas.',
        'Cada día trae una nueva oportunidad de sonreír, y tú te las mereces todas.',
      ),
      `Ahora mismo, alguien está pensando en ${v('usted', 'ti')} con cariño.`,
      v(
        'Todo lo que ha aprendido en la vida es un regalo para quienes le rodean.',
        'Todo lo que has aprendido en la vida es un regalo para quienes te rodean.',
      ),
      'Una taza de té, un poco de sol y una palabra amable pueden alegrar todo un día.',
    ],
    somethingNiceMore: v('Espero que eso le saque una sonrisa.', 'Espero que eso te saque una sonrisa.'),
    lonely: [
      v(
        'Siento mucho que se sienta así; aquí estoy con usted.',
        'Siento mucho que te sientas así; aquí estoy contigo.',
      ),
      v(
        'La soledad es difícil, y le agradezco que me lo cuente.',
        'La soledad es difícil, y te agradezco que me lo cuentes.',
      ),
      v(
        'Me alegra que me haya escrito; ahora mismo no está sin compañía.',
        'Me alegra que me hayas escrito; ahora mismo no estás sin compañía.',
      ),
    ],
    lonelyCall: (name) =>
      v(
        `Quizás podría llamar a ${name}; seguro que le encantará oír su voz.`,
        `Quizás podrías llamar a ${name}; seguro que le encantará oír tu voz.`,
      ),
    lonelyMore: v(
      'Puedo seguir conversando con usted todo el tiempo que quiera.',
      'Puedo seguir conversando contigo todo el tiempo que quieras.',
    ),
    thanks: (name) => `De nada${named(name)}.`,
    thanksMore: v('Siempre me alegra ayudarle.', 'Siempre me alegra ayudarte.'),
    goodbye: (name) => `Hasta pronto${named(name)}.`,
    goodbyeMore: v('Cuídese mucho y vuelva cuando quiera.', 'Cuídate mucho y vuelve cuando quieras.'),
    medications: (list) => `${v('Sus', 'Tus')} medicamentos son: ${list}.`,
    conditions: (list) => `${v('Sus', 'Tus')} condiciones de salud guardadas son: ${list}.`,
    doctor: (name) => `${v('Su', 'Tu')} médico es ${name}.`,
    doctorPhone: (phone) => `El teléfono de ${your} médico es ${phone}.`,
    contacts: (list) => `${v('Sus', 'Tus')} contactos de emergencia son: ${list}.`,
    contact: latinContact,
    appointments: (list) => `${v('Sus', 'Tus')} próximas citas: ${list}.`,
    appointment: (title, when) => `${title}, ${when}`,
    photos: (count) => `${v('Tiene', 'Tienes')} ${count} ${count === 1 ? 'foto' : 'fotos'} en ${your} galería.`,
    missing: {
      medications: `Todavía no tengo medicamentos guardados para ${v('usted', 'ti')}.`,
      conditions: `Todavía no tengo condiciones de salud guardadas para ${v('usted', 'ti')}.`,
      doctor: `Todavía no tengo los datos de ${your} médico.`,
      doctorPhone: `Todavía no tengo el teléfono de ${your} médico.`,
      contacts: `Todavía no ${v('tiene', 'tienes')} contactos de emergencia guardados.`,
      appointments: `No veo próximas citas en ${your} calendario.`,
      photos: `Todavía no hay fotos en ${your} galería.`,
    },
    whereToAdd: {
      medications: `${v('Puede', 'Puedes')} añadirlos en Configuración > Perfil.`,
      conditions: `${v('Puede', 'Puedes')} añadirlas en Configuración > Perfil o en Historial médico.`,
      doctor: `${v('Puede', 'Puedes')} añadirlos en Configuración > Perfil.`,
      doctorPhone: `${v('Puede', 'Puedes')} añadirlo en Configuración > Perfil.`,
      contacts: `${v('Puede', 'Puedes')} añadirlos en Configuración > Contactos de emergencia.`,
      appointments: `${v('Puede', 'Puedes')} añadir una en el calendario, o simplemente decírmelo, por ejemplo: dentista el martes a las 10.`,
      photos: `${v('Puede', 'Puedes')} añadir algunas en la Galería de fotos.`,
    },
    dataMore: v('¿Hay algo más en lo que pueda ayudarle?', '¿Hay algo más en lo que te pueda ayudar?'),
    unknown: (topics) =>
      `Soy el Sage integrado, así que solo puedo ${v('ayudarle', 'ayudarte')} con algunas cosas: ${topics}, y una charla amistosa.`,
    hosted: `Cuando ${your} familia configure un modelo de IA en línea, podrá responder preguntas generales.`,
    unknownMore: v('¿Quiere preguntarme por alguna de ellas?', '¿Quieres preguntarme por alguna de ellas?'),
    clock: (day, time) => `Hoy es ${day}, y ${/^1\D/.test(time) ? 'es la' : 'son las'} ${time}.`,
    confused: [
      v('Está a salvo y yo estoy aquí con usted.', 'Estás a salvo y yo estoy aquí contigo.'),
      'Respiremos despacio, juntos. No hay prisa.',
    ],
    pastimeMore: v('¿Quiere otro?', '¿Quieres otro?'),
    memoryMore: v(
      'Me encantaría que me lo contara, cuando quiera.',
      'Me encantaría que me lo contaras, cuando quieras.',
    ),
    callNumber: (name, phone) =>
      v(
        `El número de ${name} es ${phone}. Pulse el botón de abajo para llamar.`,
        `El número de ${name} es ${phone}. Pulsa el botón de abajo para llamar.`,
      ),
    callNoNumber: (name) =>
      v(
        `Todavía no tengo el número de ${name}. Puede añadirlo en Configuración > Contactos de emergencia.`,
        `Todavía no tengo el número de ${name}. Puedes añadirlo en Configuración > Contactos de emergencia.`,
      ),
    callWho: (names) =>
      v(
        `¿A quién quiere llamar? Tengo los números de ${names}.`,
        `¿A quién quieres llamar? Tengo los números de ${names}.`,
      ),
    callNobody: v(
      'Todavía no tengo ningún número. Puede añadir personas en Configuración > Contactos de emergencia.',
      'Todavía no tengo ningún número. Puedes añadir personas en Configuración > Contactos de emergencia.',
    ),
    displayChanged: {
      bigger: `Hecho: la letra es más grande. Para deshacerlo, ${v('diga', 'di')} «letra más pequeña» o ${v('vaya', 've')} a Configuración > Pantalla.`,
      smaller: `Hecho: la letra es más pequeña. Para deshacerlo, ${v('diga', 'di')} «letra más grande» o ${v('vaya', 've')} a Configuración > Pantalla.`,
      contrastOn: `Hecho: el contraste alto está activado. Para quitarlo, ${v('diga', 'di')} «quita el contraste alto» o ${v('vaya', 've')} a Configuración > Pantalla.`,
      contrastOff: `Hecho: el contraste alto está desactivado. Para volver a ponerlo, ${v('diga', 'di')} «pon el contraste alto».`,
      buttonsOn: `Hecho: los botones son más grandes. Para deshacerlo, ${v('vaya', 've')} a Configuración > Pantalla.`,
      buttonsOff: 'Hecho: los botones vuelven a su tamaño normal.',
    },
    historyAsked: (day, quoted) =>
      `${day === 'yesterday' ? 'Ayer' : 'Hoy, más temprano,'} me ${v('preguntó', 'preguntaste')}: ${quoted}.`,
    historyNone: (day) =>
      `${day === 'yesterday' ? 'Ayer no hablamos' : 'Hoy todavía no habíamos hablado'}. ¿De qué ${v('le', 'te')} gustaría hablar?`,
    photoShown: (caption) => `Aquí está: «${caption}». ¿Quién sale ${v('con usted', 'contigo')} en la foto?`,
    photoShownDated: (date) => `Esta es una foto del ${date}. ¿Quién sale ${v('con usted', 'contigo')} en ella?`,
    photoNotFound: v(
      'No encontré una foto de eso. Las descripciones me ayudan a encontrarlas; puede ver todas sus fotos en la Galería de fotos.',
      'No encontré una foto de eso. Las descripciones me ayudan a encontrarlas; puedes ver todas tus fotos en la Galería de fotos.',
    ),
    storyKept: (story) => `Gracias por contármelo. Lo he guardado con la foto: «${story}».`,
    quote: (text) => `«${text}»`,
    cannot: [
      'Lo siento, eso no lo puedo hacer aquí.',
      v('Me temo que con eso no puedo ayudarle.', 'Me temo que con eso no puedo ayudarte.'),
    ],
    canInstead: v(
      'Puedo decirle la fecha y la hora, ayudarle a llamar a su familia, contarle un chiste o un cuento, o agrandar la letra.',
      'Puedo decirte la fecha y la hora, ayudarte a llamar a tu familia, contarte un chiste o un cuento, o agrandar la letra.',
    ),
  }
}
