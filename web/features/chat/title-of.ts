import type { TFunction } from 'i18next'
import { DEFAULT_CHAT_TITLE } from '#shared/chat/titles.ts'

/** A chat's title; a chat with nothing said yet reads 'New Conversation' in the person's language. */
export function titleOf(t: TFunction, session: { title: string }) {
  return session.title === DEFAULT_CHAT_TITLE ? t('New Conversation') : session.title
}
