import { type ToolSet, tool } from 'ai'
import { calendarRequest } from '#shared/schemas/calendar.ts'
import { type CalendarContext, runCalendarRequest } from '#server/calendar/executor.ts'
import { type CalendarOutcome, resultFacts } from '#server/calendar/outcome.ts'

/**
 * The calendar as a tool for a hosted model (product.md 11): the model fills the
 * parsed-request schema of product.md 3 and the same executor as the built-in model runs it.
 */
export function calendarTools(context: CalendarContext, onOutcome: (outcome: CalendarOutcome) => void): ToolSet {
  return {
    calendar: tool({
      description:
        "Create, update, delete or list events on the person's calendar. Use it for every calendar request. " +
        'It answers with what happened (kind, the events with their times, whether the calendar changed) and ' +
        '`sentence`, what Sage would say; tell the person, in one or two plain sentences, in their language.',
      inputSchema: calendarRequest,
      execute: async (request) => {
        const outcome = await runCalendarRequest(request, context)
        onOutcome(outcome)
        return resultFacts(outcome)
      },
    }),
  }
}
