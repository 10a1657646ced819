// Medical records' data (in the account, or in this browser signed out), with their labels and dates.
import type { TFunction } from 'i18next'
import type { MedicalRecordInput, MedicalRecordStatus, MedicalRecordType } from '#shared/schemas/medical-records.ts'
import { api, unwrap } from '#web/lib/api.ts'
import { localDate } from '#web/lib/local-date.ts'
import { type Backends, localBackend, pushLocalItems } from '#web/lib/collection.ts'

/** A medical record as the screens show it (product.md 3). */
export type MedicalRecord = {
  id: string
  type: MedicalRecordType
  title: string
  doctor: string | null
  date: string
  status: MedicalRecordStatus | null
  notes: string | null
  createdAt: string
  /** The family member who added it for the person, when one did. */
  addedBy?: string | null
}

const LOCAL_KEY = 'medical-records'
const newestFirst = (a: MedicalRecord, b: MedicalRecord) => b.createdAt.localeCompare(a.createdAt)

/** Records asked for at once: a page of the server's largest. */
const PAGE = 500

const server = {
  // A history and its printed summary are whole: every page is read, however long the history.
  list: async () => {
    const records: MedicalRecord[] = []
    let after: string | null | undefined
    do {
      const query = after ? { limit: PAGE, after } : { limit: PAGE }
      const page = await unwrap(api['medical-records'].$get({ query }))
      records.push(...(page.records as MedicalRecord[]))
      after = page.next
    } while (after)
    return records
  },
  create: async (input: MedicalRecordInput & { id: string }) =>
    (await unwrap(api['medical-records'].$post({ json: input }))).record as MedicalRecord,
  update: async (id: string, input: MedicalRecordInput) =>
    (await unwrap(api['medical-records'][':id'].$put({ param: { id }, json: input }))).record as MedicalRecord,
  remove: async (id: string) => {
    const response = await api['medical-records'][':id'].$delete({ param: { id } })
    if (!response.ok) throw new Error(`delete failed: ${response.status}`)
  },
}

/** Medical records on the server when signed in, else in this browser. */
export const medicalBackends: Backends<MedicalRecord, MedicalRecordInput> = {
  server,
  local: localBackend<MedicalRecord, MedicalRecordInput>(
    LOCAL_KEY,
    (input, id, existing) => ({
      id,
      type: input.type,
      title: input.title,
      doctor: input.doctor ?? null,
      date: input.date,
      status: input.status ?? null,
      notes: input.notes ?? null,
      createdAt: existing?.createdAt ?? new Date().toISOString(),
    }),
    newestFirst,
  ),
}

/** Copies the records kept in this browser to the person's account, then forgets them here. */
export const pushLocalMedicalRecords = () =>
  pushLocalItems<MedicalRecord, MedicalRecordInput>(
    LOCAL_KEY,
    server,
    ({ type, title, doctor, date, status, notes }) => ({
      type,
      title,
      doctor,
      date,
      status,
      notes,
    }),
  )

/** The words for each record type, in the person's language. */
export function typeLabels(t: TFunction): Record<MedicalRecordType, string> {
  return {
    Appointment: t('Appointment'),
    Medication: t('Medication'),
    'Lab Result': t('Lab Result'),
    Surgery: t('Surgery'),
    Hospitalization: t('Hospitalization'),
    Vaccination: t('Vaccination'),
    Other: t('Other'),
  }
}

/** The words for each status, in the person's language. */
export function statusLabels(t: TFunction): Record<MedicalRecordStatus, string> {
  return {
    Completed: t('Completed'),
    Pending: t('Pending'),
    Active: t('Active'),
    Normal: t('Normal'),
    Abnormal: t('Abnormal'),
    Cancelled: t('Cancelled'),
  }
}

/** Today as YYYY-MM-DD in the person's own time zone (the default record date). */
export const today = (): string => localDate()

/** A record date (YYYY-MM-DD) written out, like "March 4, 2026", in the person's language. */
export function formatRecordDate(date: string, language: string): string {
  const [year, month, day] = date.split('-').map(Number)
  return new Date(year!, (month ?? 1) - 1, day ?? 1).toLocaleDateString(language, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  })
}
