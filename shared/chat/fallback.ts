import type { ChatLanguage } from './chat-languages.ts'

const technicalDifficultiesTexts: Record<ChatLanguage, string> = {
  english: "I'm experiencing some technical difficulties at the moment. Please try asking your question again.",
  spanish:
    'Estoy teniendo algunas dificultades técnicas en este momento. Por favor, intente hacer su pregunta de nuevo.',
  french:
    'Je rencontre quelques difficultés techniques en ce moment. Veuillez essayer de poser à nouveau votre question.',
  german:
    'Ich habe im Moment einige technische Schwierigkeiten. Bitte versuchen Sie, Ihre Frage noch einmal zu stellen.',
  italian: 'Al momento sto riscontrando alcune difficoltà tecniche. Per favore, provi a fare di nuovo la sua domanda.',
  portuguese:
    'Estou enfrentando algumas dificuldades técnicas no momento. Por favor, tente fazer sua pergunta novamente.',
  chinese: '我目前遇到了一些技术问题。请再试着问一次您的问题。',
  japanese: '現在、技術的な問題が発生しています。もう一度ご質問をお試しください。',
}

/** The chat fallback shown when the assistant cannot answer (product.md 8), in the person's language. */
export function technicalDifficulties(language: ChatLanguage): string {
  return technicalDifficultiesTexts[language]
}
