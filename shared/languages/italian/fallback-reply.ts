// Italian chat fallback, shown when the assistant cannot answer.

export const italianFallbackReply =
  'Al momento sto riscontrando alcune difficoltà tecniche. Per favore, provi a fare di nuovo la sua domanda.'
