// Spanish words of the mails and pages a contact sees about alerts.

import type { AlertWords } from '#shared/safety/alert-words.ts'

export const spanishAlertWords: AlertWords = {
  consentSubject: (p) => `${p} quiere que usted sepa si puede necesitar ayuda`,
  consentBody: (p) =>
    `${p} usa Sage, una aplicación de compañía. Le gustaría que Sage le escribiera si algo de lo que escribe hace pensar que puede necesitar ayuda, como una caída o un dolor en el pecho. Sage también le escribirá si no toma un medicamento importante o no responde a su aviso diario. Para aceptar, abra este enlace:`,
  consentAfter:
    'Puede dejar de recibir estos correos cuando quiera desde el enlace de cada uno. Si no acepta, ignore este correo: no recibirá ninguno.',
  alertSubject: (p) => `${p} puede necesitar ayuda`,
  alertBody: (p, when, message) =>
    `${p} escribió a Sage a las ${when}:\n\n"${message}"\n\nSage le dijo que llamara a emergencias.`,
  missedDoseSubject: (p, medication) => `${p} no ha tomado ${medication}`,
  missedDoseBody: (p, medication, when) =>
    `${p} no ha marcado como tomada en Sage la dosis de ${medication} de las ${when}, y no respondió a dos recordatorios. Puede no ser nada, pero conviene comprobarlo.`,
  checkInSubject: (p) => `${p} no ha dado señales a Sage hoy`,
  checkInBody: (p, lastHeard) =>
    `${p} pidió a Sage que le avisara si no daba señales antes de su hora habitual. Sage no ha sabido de esa persona hoy y no respondió a un recordatorio.${lastHeard ? ` Lo último que Sage supo fue a las ${lastHeard}.` : ''}`,
  okLine: (p) => `Si habla con ${p} y todo va bien, avise a Sage con este enlace:`,
  callThem: (p, phone) =>
    `Llame ahora a ${p}${phone ? ` al ${phone}` : ''}. Si no consigue hablar con esa persona, llame a emergencias donde vive.`,
  notAnApp: 'Sage es una aplicación: no puede enviar ayuda por sí misma.',
  stopLine: 'Para dejar de recibir estos avisos, abra este enlace:',
  familyLine: (p) =>
    `Recibe esto porque ${p} comparte sus avisos con usted en Sage. Para dejar de recibirlos, abra Sage: Ajustes > Familia.`,
  fineSubject: (p) => `${p} dice que ya está bien`,
  fineBody: (p, when) => `${p} dijo a Sage a las ${when} que ya está bien.`,
  confirmTitle: (p) => `¿Quiere que Sage le avise si ${p} puede necesitar ayuda?`,
  confirmButton: 'Sí, avíseme',
  confirmed: (p) => `Gracias. Sage le escribirá si ${p} puede necesitar ayuda.`,
  stopTitle: (p) => `¿Dejar de recibir avisos sobre ${p}?`,
  stopButton: 'Dejar de recibir avisos',
  stopped: (p) => `Hecho. No recibirá más avisos sobre ${p}.`,
  badLink: 'Este enlace ya no funciona. Puede que se haya enviado uno más reciente.',
  signature: 'Con cariño,\nSage',
}
