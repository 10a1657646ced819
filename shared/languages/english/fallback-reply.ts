// English chat fallback, shown when the assistant cannot answer.

export const englishFallbackReply =
  "I'm experiencing some technical difficulties at the moment. Please try asking your question again."
