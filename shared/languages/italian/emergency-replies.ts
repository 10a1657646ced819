// Italian words of an emergency reply.

import type { EmergencyWords } from '#shared/chat/emergency-replies.ts'

export const italianEmergencyReplies: EmergencyWords = {
  services: 'Soccorsi',
  callNow: (number) => `Chiami subito i soccorsi: ${number}.`,
  callContacts: (list) => `Poi chiami i suoi contatti di emergenza: ${list}.`,
  advice: {
    fall: "Se sente dolore, non provi ad alzarsi; resti dov'è e si tenga al caldo.",
    chest: "Si sieda e riposi; mastichi un'aspirina solo se un medico le ha detto che può farlo.",
    breathing: 'Si sieda con la schiena dritta e respiri lentamente.',
    stroke: "Annoti l'ora in cui sono iniziati i sintomi; aiuterà i medici.",
    'self-harm': 'Resti al telefono con qualcuno che può aiutarla.',
    bleeding: 'Prema con forza sulla ferita con un panno pulito e non smetta di premere.',
    overdose: 'Tenga le confezioni dei farmaci da mostrare ai soccorsi e non prenda altro.',
    unconscious: 'Se si sente svenire, si sieda o si sdrai e tenga il telefono vicino.',
    other: "Resti dov'è e tenga il telefono vicino.",
  },
  adviceOther: {
    fall: 'Se la persona si è fatta male, resti con lei e non provi a sollevarla; la tenga al caldo.',
    chest: 'La aiuti a sedersi e a riposare, e resti con lei.',
    breathing: 'La aiuti a sedersi dritta, allenti i vestiti stretti e resti con lei.',
    stroke: "Annoti l'ora in cui sono iniziati i sintomi e resti con lei; aiuterà i medici.",
    'self-harm': 'Resti con la persona e allontani tutto ciò con cui potrebbe farsi del male.',
    bleeding: 'Prema con forza sulla ferita con un panno pulito e non smetta di premere.',
    overdose: 'Resti con lei e tenga le confezioni dei farmaci da mostrare ai soccorsi.',
    unconscious: 'Controlli se la persona respira e resti accanto a lei.',
    other: 'Resti con lei e tenga il telefono vicino.',
  },
  comfort: 'Mi dispiace tanto che si senta così. Non è solo/a, e lei è importante.',
  crisisLine: (line) => `Può anche chiamare una linea di ascolto, a qualsiasi ora: ${line}.`,
  crisisLabel: 'Linea di ascolto',
  call: (name) => `Chiama ${name}`,
}
