/** The check-in time suggested when the person has not chosen one: most are up by then. */
export const SUGGESTED_BY = '10:00'
