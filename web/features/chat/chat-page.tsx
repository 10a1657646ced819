import { useQuery } from '@tanstack/react-query'
import { History, Languages, LogOut, MessageCirclePlus, RotateCcw } from 'lucide-react'
import { Suspense, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  type ChatLanguage,
  speechLanguageTags,
  chatLanguageNativeNames,
  toChatLanguage,
} from '#shared/chat/chat-languages.ts'
import { Logo } from '#web/components/layout/logo.tsx'
import { SkipLink } from '#web/components/layout/skip-link.tsx'
import { usePageTitle } from '#web/components/layout/use-page-title.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Dialog } from '#web/components/ui/dialog.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { useSession } from '#web/features/auth/api.ts'
import { useSignOut } from '#web/features/auth/sign-out.ts'
import { LookingAfterMenu, useFamilyNews } from '#web/features/family/looking-after.tsx'
import { ProfileMenu } from '#web/features/home/profile-menu.tsx'
import { GoogleCalendarMenu } from '#web/features/calendar/google-calendar-menu.tsx'
import { DueReminders } from '#web/features/calendar/due-reminders.tsx'
import { useReminders } from '#web/features/calendar/use-reminders.ts'
import { cn } from '#web/lib/cn.ts'
import { lazyComponent } from '#web/lib/lazy-component.tsx'
import { useMediaQuery, veryWideScreenQuery, wideScreenQuery } from '#web/lib/use-media-query.ts'
import { profileQuery } from '#web/features/profile/api.ts'
import type { ChatSessionSummary } from './api.ts'
import { ChatMenu } from './chat-menu.tsx'
import { ChatWelcome } from './chat-welcome.tsx'
import { useMorningQuestion } from '#web/features/check-in/use-morning-question.ts'
import { DayPanel, MedicineReminders, TodayButton } from './day-panel.tsx'
import { titleOf } from './title-of.ts'
import { MessageInput } from './message-input.tsx'
import { MessageList } from './message-list.tsx'
import { type ChatMode, ModeSwitch } from './mode-switch.tsx'
import { useChat } from './use-chat.ts'
import { useSpokenReplies } from './voice/use-spoken-replies.ts'
import { keepRecording, serverSpeech, transcribe, voiceStatusQuery } from './voice/api.ts'
import { recognitionClass } from './voice/recognition.ts'
import { setSpeechSource } from './voice/speaker.ts'

// Speaking to Sage is chosen, not the first thing on the screen: its panel downloads when chosen.
// The family circle's notices are few people's: they download only when there is one to show.
const FamilyNotices = lazyComponent(() => import('#web/features/family/family-notices.tsx'), 'FamilyNotices')
const VoicePanel = lazyComponent(() => import('./voice/voice-panel.tsx'), 'VoicePanel')
// The history downloads when it is shown: in its dialog, or beside the chat on a very wide screen.
const HistoryList = lazyComponent(() => import('./history-list.tsx'), 'HistoryList')

/** The chat screen (product.md 2, /homepage): talk with Sage, find old conversations, and see family photos. */
export function ChatScreen() {
  const { t, i18n } = useTranslation()
  const session = useSession()
  const profile = useQuery(profileQuery)
  const signOut = useSignOut()
  const screenLanguage: ChatLanguage = toChatLanguage(i18n.language) ?? 'english'
  const chat = useChat(screenLanguage)
  const { state } = chat
  const [mode, setMode] = useState<ChatMode>('text')
  const [historyOpen, setHistoryOpen] = useState(false)
  const user = session.data?.user
  const wide = useMediaQuery(wideScreenQuery)
  const veryWide = useMediaQuery(veryWideScreenQuery)
  const title = titleOf(t, state)
  usePageTitle(t('Chat with Sage'))
  const reminders = useReminders()
  const morningQuestion = useMorningQuestion(Boolean(user))
  const familyNews = useFamilyNews()
  useSpokenReplies(state, mode === 'voice')
  const voiceStatus = useQuery(voiceStatusQuery)
  // Sage speaks in the server's voice when it has one, else in the browser's.
  useEffect(
    () => setSpeechSource(voiceStatus.data?.tts ? serverSpeech : () => Promise.resolve(null)),
    [voiceStatus.data?.tts],
  )

  const handleOpen = (summary: ChatSessionSummary) => {
    setHistoryOpen(false)
    void chat.openSession(summary)
  }
  const history = (
    <Suspense fallback={<Spinner label={t('Loading')} className="min-h-24" />}>
      <HistoryList
        currentId={state.sessionId}
        hideCurrent={state.messages.length === 0}
        onOpen={handleOpen}
        onDelete={chat.deleteSession}
      />
    </Suspense>
  )

  const languageBadge =
    state.language !== 'english' ? (
      <span className="inline-flex min-h-target shrink-0 items-center gap-2 rounded-full border-2 border-primary bg-tint px-4 text-lg font-semibold">
        <Languages aria-hidden className="size-6 text-primary" />
        <span className="sr-only">{t('Sage is speaking')}</span>
        {chatLanguageNativeNames[state.language]}
      </span>
    ) : null
  const modeSwitch = <ModeSwitch mode={mode} onChange={setMode} />
  // "Type instead" goes away with voice mode: focus goes on to the message box, not the page's top.
  const messageBox = useRef<HTMLTextAreaElement>(null)
  const typeInstead = () => {
    setMode('text')
    requestAnimationFrame(() => messageBox.current?.focus())
  }
  // Speaking on a narrow screen, the microphone takes the message box's place (the box keeps what
  // was typed); a browser that cannot listen keeps the box.
  const voiceOnly =
    !wide && mode === 'voice' && state.status === 'ready' && Boolean(recognitionClass() || voiceStatus.data?.stt)

  return (
    // The chat fills the screen and never scrolls as a whole: the conversation scrolls in the middle,
    // between the header (one row on a narrow screen) and the message box, so the newest reply, a
    // reminder and the box stay in view together; the day beside it scrolls on its own.
    <div className="flex h-dvh flex-col">
      <SkipLink />
      <header className="border-b border-border bg-surface">
        {wide ? (
          <>
            <div className="mx-auto flex max-w-[96rem] flex-wrap items-center justify-between gap-3 px-4 py-3">
              <Logo />
              <div className="flex flex-wrap items-center gap-2">
                <GoogleCalendarMenu />
                <LookingAfterMenu />
                {user ? <ProfileMenu name={user.name} email={user.email} /> : null}
                <Button variant="ghost" onClick={() => void signOut('/login')}>
                  <LogOut aria-hidden />
                  {t('Sign out')}
                </Button>
              </div>
            </div>
            <div className="mx-auto flex max-w-[96rem] flex-wrap items-center gap-2 px-4 pb-3">
              <Button onClick={() => void chat.startNewChat()} disabled={state.status === 'starting'}>
                <MessageCirclePlus aria-hidden />
                {t('New Chat')}
              </Button>
              <Button variant="outline" onClick={() => setHistoryOpen(true)}>
                <History aria-hidden />
                {t('History')}
              </Button>
              {modeSwitch}
              {languageBadge}
            </div>
          </>
        ) : (
          <div className="flex items-center justify-between gap-2 px-3 py-2">
            <Logo compactOnPhone />
            <div className="flex items-center gap-2">
              <TodayButton signedIn={Boolean(user)} />
              <ChatMenu
                onNewChat={() => void chat.startNewChat()}
                newChatDisabled={state.status === 'starting'}
                onHistory={() => setHistoryOpen(true)}
                user={user ? { name: user.name, email: user.email } : undefined}
              />
            </div>
          </div>
        )}
      </header>

      <div className="mx-auto grid min-h-0 w-full max-w-[96rem] flex-1 grid-rows-[minmax(0,1fr)] lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-6 lg:px-4 lg:py-6 2xl:grid-cols-[20rem_minmax(0,1fr)_22rem]">
        {veryWide ? (
          <aside
            aria-label={t('Chat History')}
            className="hidden 2xl:flex 2xl:min-h-0 2xl:flex-col 2xl:gap-4 2xl:overflow-y-auto 2xl:p-1"
          >
            <h2 className="text-2xl font-bold">{t('Chat History')}</h2>
            {history}
          </aside>
        ) : null}

        <main
          id="main"
          className={cn(
            'flex min-h-0 min-w-0 flex-col bg-surface',
            wide ? 'rounded-2xl border border-border shadow-sm' : null,
          )}
        >
          <div className="flex items-center gap-3 border-b border-border px-5 py-4 max-lg:px-4 max-lg:py-2 max-lg:short:sr-only">
            <h1 className="min-w-0 flex-1 break-words text-2xl font-bold md:text-3xl max-lg:truncate max-lg:text-xl">
              {title}
            </h1>
            {wide ? null : languageBadge}
          </div>
          <div
            // However many reminders and notices come, they scroll among themselves and leave the
            // conversation and the message box their room.
            className="flex max-h-[30dvh] flex-col gap-3 overflow-y-auto px-5 pt-4 empty:hidden max-lg:px-3 max-lg:pt-3"
          >
            <DueReminders reminders={reminders} />
            {familyNews ? (
              <Suspense fallback={null}>
                <FamilyNotices />
              </Suspense>
            ) : null}
            {state.offline ? (
              <RetryAlert
                message={t('Working in offline mode. Messages will not be saved.')}
                onRetry={() => void chat.startNewChat()}
              />
            ) : null}
            {state.status === 'load-error' ? (
              <RetryAlert message={t('Unable to load conversation. Please try again.')} onRetry={chat.retryLoad} />
            ) : null}
            {state.notice ? (
              <p role="status" className="rounded-xl border-2 border-primary bg-tint px-4 py-3 text-lg font-semibold">
                {t('Sage will now speak {{language}}.', { language: chatLanguageNativeNames[state.notice] })}
              </p>
            ) : null}
          </div>
          <div className="flex min-h-0 flex-1 flex-col px-5 max-lg:px-4">
            {/* A new chat shows its welcome at once; what is sent before it is made waits for it. */}
            {state.status === 'loading' ? (
              <Spinner label={t('Loading conversation…')} className="flex-1" />
            ) : (
              <MessageList
                messages={state.messages}
                replying={state.replying}
                onAnswer={(answer) => void chat.send(answer)}
                earlier={{ state: state.earlier, onShow: () => void chat.showEarlier() }}
                emptyState={
                  <ChatWelcome
                    firstName={profile.data?.firstName?.trim()}
                    morningQuestion={morningQuestion}
                    onPrompt={(prompt) => void chat.send(prompt)}
                    disabled={state.replying}
                  />
                }
              />
            )}
          </div>
          {/* The microphone and the message box stay in sight at the bottom while the conversation scrolls. */}
          <div className="border-t border-border">
            {mode === 'voice' && state.status === 'ready' ? (
              <Suspense fallback={<Spinner label={t('Loading')} className="py-6" />}>
                <VoicePanel
                  language={speechLanguageTags[state.language]}
                  busy={state.replying}
                  onHeard={async (result) =>
                    chat.send(result.transcribedText, { audioUrl: await keepRecording(result.audioBlob) })
                  }
                  transcribe={voiceStatus.data?.stt ? (audio) => transcribe(audio, state.language) : undefined}
                  onTypeInstead={typeInstead}
                />
              </Suspense>
            ) : null}
            {/* The text/voice switch: under the box on a phone, beside Send where there is room. */}
            <div className="flex flex-wrap items-end">
              <MessageInput
                onSend={chat.send}
                busy={state.replying}
                disabled={state.status !== 'ready' && state.status !== 'starting'}
                hidden={voiceOnly}
                className="basis-full sm:basis-0 sm:grow"
                boxRef={messageBox}
              />
              {wide ? null : <div className="px-3 pb-3 max-sm:w-full sm:ml-auto">{modeSwitch}</div>}
            </div>
          </div>
        </main>

        {wide ? (
          <aside aria-label={t('Your day: medicines, calendar and photos')} className="min-h-0 overflow-y-auto p-1">
            <DayPanel signedIn={Boolean(user)} />
          </aside>
        ) : null}
      </div>

      <MedicineReminders signedIn={Boolean(user)} />
      <Dialog open={historyOpen} onOpenChange={setHistoryOpen} title={t('Chat History')}>
        {history}
      </Dialog>
    </div>
  )
}

/** A problem with the conversation, and Try Again. */
function RetryAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <Alert tone="error">
      <div className="flex flex-wrap items-center gap-3">
        <span>{message}</span>
        <Button variant="outline" onClick={onRetry}>
          <RotateCcw aria-hidden />
          {t('Try Again')}
        </Button>
      </div>
    </Alert>
  )
}
