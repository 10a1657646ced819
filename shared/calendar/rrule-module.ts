import * as rruleModule from 'rrule'

// rrule ships CommonJS for Node and an ES build for bundlers: under Node its named exports sit on
// the default export, under Vite and Vitest on the module itself. This reads them from either.
type RRuleModule = typeof rruleModule
const loaded = rruleModule as Partial<RRuleModule> & { default?: RRuleModule }

/** rrule's exports, however the runtime loaded the package. */
export const rrule: RRuleModule = loaded.rrulestr ? (loaded as RRuleModule) : loaded.default!
