// Spanish chat fallback, shown when the assistant cannot answer.

export const spanishFallbackReply =
  'Estoy teniendo algunas dificultades técnicas en este momento. Por favor, intente hacer su pregunta de nuevo.'
