// What an older person may share with a family member who looks after them, one area at a time.
// Chats are never among them.

/** The areas of a person's Sage that a family member can be given, each off until turned on. */
export const careAreas = ['calendar', 'medications', 'medical', 'photos', 'contacts', 'alerts'] as const
export type CareArea = (typeof careAreas)[number]
