/** Response headers that tell the screen about a reply before its first word. */
export const replyHeaders = {
  /** The language Sage answers in. */
  language: 'x-sage-reply-language',
  /** "true" when the person asked for another language and should be told it changed. */
  languageNotice: 'x-sage-language-notice',
  /** An emergency reply's call links as URI-encoded JSON `[{label, tel}]`. */
  calls: 'x-sage-calls',
  /** The person's style, "formality,tone", for Sage's voice. */
  style: 'x-sage-style',
  /** "hurt" when the reply asks "Are you hurt right now?", to be answered with Yes or No buttons. */
  ask: 'x-sage-ask',
  /** Alerts to the person's contacts an emergency reply scheduled, as URI-encoded JSON `{groupId, names, dueAt}`. */
  alert: 'x-sage-alert',
  /** Events a calendar cancellation removed, as URI-encoded JSON: the Undo button creates them again. */
  undo: 'x-sage-undo',
  /** A display change asked in the chat ("make the text bigger"), as URI-encoded JSON, for the screen to make. */
  display: 'x-sage-display',
  /** A photo shown with the reply ("show me a photo of …"), as URI-encoded JSON `{id, caption}`. */
  photo: 'x-sage-photo',
  /** A button to a screen of the app under the reply (the summary for the doctor), as URI-encoded JSON `{to, label}`. */
  link: 'x-sage-link',
} as const
