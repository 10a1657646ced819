import { CalendarDays, HeartHandshake, Languages, Pill } from 'lucide-react'
import { useTranslation } from 'react-i18next'

export type ChatWelcomeProps = {
  firstName?: string
  /** Sage asks how the person slept: the morning's check-in waits for them (the answer is one). */
  morningQuestion?: boolean
  onPrompt: (prompt: string) => void
  disabled: boolean
}

/** The empty conversation: Sage's greeting, what Sage can do, and example questions that send when tapped. */
export function ChatWelcome({ firstName, morningQuestion, onPrompt, disabled }: ChatWelcomeProps) {
  const { t } = useTranslation()
  const capabilities = [
    { Icon: HeartHandshake, text: t('Keep you company and talk about your day'), prompt: t('How are you today?') },
    { Icon: Pill, text: t('Remind you of your medications and your doctor'), prompt: t('What are my medications?') },
    {
      Icon: CalendarDays,
      text: t('Tell you what is coming up on your calendar'),
      prompt: t('What appointments do I have?'),
    },
    { Icon: Languages, text: t('Talk with you in your language'), prompt: t('Please speak Spanish') },
  ]
  return (
    <div className="flex flex-col gap-5 py-2">
      <h2 className="text-2xl font-bold md:text-3xl">
        {firstName ? t("Hello, {{firstName}}! I'm Sage", { firstName }) : t("Hello! I'm Sage")}
      </h2>
      {morningQuestion ? (
        <div className="flex flex-col gap-3 rounded-2xl border-2 border-primary bg-tint p-4">
          <p className="text-xl font-semibold">
            {firstName
              ? t('Good morning, {{firstName}}! How did you sleep?', { firstName })
              : t('Good morning! How did you sleep?')}
          </p>
          <div className="flex flex-wrap gap-3">
            {[t('I slept well'), t('I didn’t sleep very well')].map((answer) => (
              <button
                key={answer}
                type="button"
                disabled={disabled}
                onClick={() => onPrompt(answer)}
                className="min-h-target rounded-xl border-2 border-primary bg-surface px-4 py-2 text-lg font-semibold text-primary hover:bg-tint disabled:opacity-60"
              >
                {answer}
              </button>
            ))}
          </div>
        </div>
      ) : null}
      <p className="text-lg">
        {t('I can help you with many things. Tap a question to ask it, or type your own below.')}
      </p>
      <ul className="grid gap-3 md:grid-cols-2">
        {capabilities.map(({ Icon, text, prompt }) => (
          <li key={text} className="flex flex-col gap-2 rounded-2xl border border-border bg-bg p-4">
            <p className="flex items-start gap-3 text-lg">
              <Icon aria-hidden className="mt-0.5 size-7 shrink-0 text-primary" />
              {text}
            </p>
            <button
              type="button"
              disabled={disabled}
              onClick={() => onPrompt(prompt)}
              className="min-h-target rounded-xl border-2 border-primary bg-surface px-4 py-2 text-left text-lg font-semibold text-primary hover:bg-tint disabled:opacity-60"
            >
              “{prompt}”
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
