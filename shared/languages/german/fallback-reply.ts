// German chat fallback, shown when the assistant cannot answer.

export const germanFallbackReply =
  'Ich habe im Moment einige technische Schwierigkeiten. Bitte versuchen Sie, Ihre Frage noch einmal zu stellen.'
