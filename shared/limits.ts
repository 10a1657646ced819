// The sizes the server holds every request to, which screens also show or check before sending.
// Plain numbers, apart from the validation schemas in shared/schemas/ that apply them: a screen
// that needs only a number does not download the validation library.

/** The shortest password an account may have (the server's sign-up and reset apply it too). */
export const PASSWORD_MIN_LENGTH = 6
/** The longest password an account may have (the server's own limit). */
export const PASSWORD_MAX_LENGTH = 128

/** Longest chat message the API stores. */
export const MESSAGE_MAX_LENGTH = 4000
/** Longest chat title a person may set. */
export const CHAT_TITLE_MAX_LENGTH = 100
/** Most messages one `limit` may ask for. */
export const MESSAGES_LIMIT_MAX = 100
/** Most chats one page of the chat list holds. */
export const CHAT_SESSIONS_PAGE_MAX = 200

/** Longest event title and description the API stores. */
export const EVENT_SUMMARY_MAX = 200
export const EVENT_DESCRIPTION_MAX = 2000
/** Most events one list answers with. */
export const EVENTS_LIST_MAX = 500

/** Longest text one text-to-speech request may speak (after trimming). */
export const SPEECH_TEXT_MAX_LENGTH = 1000
/** Largest audio file for speech-to-text or a voice message recording: 10 MB. */
export const MAX_AUDIO_BYTES = 10 * 1024 * 1024

/** The largest photo accepted, in bytes: 20 MB. */
export const MAX_PHOTO_BYTES = 20 * 1024 * 1024
/** Most photos one page of the photo list holds. */
export const PHOTOS_PAGE_MAX = 200
