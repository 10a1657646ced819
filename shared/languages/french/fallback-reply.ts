// French chat fallback, shown when the assistant cannot answer.

export const frenchFallbackReply =
  'Je rencontre quelques difficultés techniques en ce moment. Veuillez essayer de poser à nouveau votre question.'
