// French words of an emergency reply.

import type { EmergencyWords } from '#shared/chat/emergency-replies.ts'

export const frenchEmergencyReplies: EmergencyWords = {
  services: 'Secours',
  callNow: (number) => `Appelez les secours tout de suite : ${number}.`,
  callContacts: (list) => `Ensuite, appelez vos contacts d'urgence : ${list}.`,
  advice: {
    fall: "Si vous avez mal, n'essayez pas de vous relever ; ne bougez pas et restez au chaud.",
    chest: "Asseyez-vous et reposez-vous ; ne croquez une aspirine que si un médecin vous l'a permis.",
    breathing: 'Asseyez-vous bien droit et respirez lentement.',
    stroke: "Notez l'heure à laquelle les signes ont commencé ; cela aidera les médecins.",
    'self-harm': "Restez en ligne avec quelqu'un qui peut vous aider.",
    bleeding: 'Appuyez fermement sur la plaie avec un linge propre, sans relâcher.',
    overdose: "Gardez les boîtes de médicaments pour les montrer aux secours, et ne prenez rien d'autre.",
    unconscious: 'Si vous vous sentez partir, asseyez-vous ou allongez-vous et gardez le téléphone près de vous.',
    other: 'Restez où vous êtes et gardez le téléphone près de vous.',
  },
  adviceOther: {
    fall: "Si la personne est blessée, restez auprès d'elle sans essayer de la relever ; gardez-la au chaud.",
    chest: "Aidez-la à s'asseoir et à se reposer, et restez auprès d'elle.",
    breathing: "Aidez-la à s'asseoir bien droite, desserrez ses vêtements et restez auprès d'elle.",
    stroke: "Notez l'heure à laquelle les signes ont commencé et restez auprès d'elle ; cela aidera les médecins.",
    'self-harm': 'Restez avec la personne et éloignez tout ce avec quoi elle pourrait se faire du mal.',
    bleeding: 'Appuyez fermement sur la plaie avec un linge propre, sans relâcher.',
    overdose: "Restez auprès d'elle et gardez les boîtes de médicaments pour les montrer aux secours.",
    unconscious: "Vérifiez si la personne respire et restez auprès d'elle.",
    other: "Restez auprès d'elle et gardez le téléphone près de vous.",
  },
  comfort: "Je suis vraiment désolé que vous vous sentiez ainsi. Vous n'êtes pas seul(e), et vous comptez.",
  crisisLine: (line) => `Vous pouvez aussi appeler la ligne d'écoute, jour et nuit : ${line}.`,
  crisisLabel: "Ligne d'écoute",
  call: (name) => `Appeler ${name}`,
}
