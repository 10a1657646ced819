import { useEffect, useRef } from 'react'
import { chatLanguageCodes, toChatLanguage } from '#shared/chat/chat-languages.ts'
import type { ChatState } from '../use-chat.ts'
import { play } from './speaker.ts'

/** In voice mode, Sage's reply plays by itself once it is written (product.md 4). */
export function useSpokenReplies(state: ChatState, voiceMode: boolean) {
  const wasReplying = useRef(false)
  useEffect(() => {
    const finished = wasReplying.current && !state.replying
    wasReplying.current = state.replying
    if (!finished || !voiceMode) return
    const last = state.messages.at(-1)
    if (last?.sender !== 'assistant' || !last.content) return
    const language = toChatLanguage(last.language) ?? state.language
    void play(last.id, { text: last.content, language: chatLanguageCodes[language], style: last.voiceStyle })
  }, [state.replying, state.messages, state.language, voiceMode])
}
