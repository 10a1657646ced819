import { type ToolSet, tool } from 'ai'
import { calendarRequest } from '#shared/schemas/calendar.ts'
import { type CalendarContext, type CalendarOutcome, runCalendarRequest } from '#server/calendar/executor.ts'

/**
 * The calendar as a tool for a hosted model (product.md 11): the model fills the
 * parsed-request schema of product.md 3 and the same executor as the built-in model runs it.
 */
export function calendarTools(context: CalendarContext, onOutcome: (outcome: CalendarOutcome) => void): ToolSet {
  return {
    calendar: tool({
      description:
        "Create, update, delete or list events on the person's calendar. Use it for every calendar request; " +
        'then tell the person, in one or two plain sentences, what the tool said.',
      inputSchema: calendarRequest,
      execute: async (request) => {
        const outcome = await runCalendarRequest(request, context)
        onOutcome(outcome)
        return outcome.text
      },
    }),
  }
}
