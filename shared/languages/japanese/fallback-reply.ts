// Japanese chat fallback, shown when the assistant cannot answer.

export const japaneseFallbackReply = '現在、技術的な問題が発生しています。もう一度ご質問をお試しください。'
