// Portuguese chat fallback, shown when the assistant cannot answer.

export const portugueseFallbackReply =
  'Estou enfrentando algumas dificuldades técnicas no momento. Por favor, tente fazer sua pergunta novamente.'
