// Chinese chat fallback, shown when the assistant cannot answer.

export const chineseFallbackReply = '我目前遇到了一些技术问题。请再试着问一次您的问题。'
