// Emergency contacts' data (in the account, or in this browser signed out), their alerts, and the alerts sent.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { toast } from '#web/components/ui/toast.ts'
import { type ChatLanguage, toChatLanguage } from '#shared/chat/chat-languages.ts'
import type { EmergencyContactInput } from '#shared/schemas/emergency-contacts.ts'
import { api, unwrap } from '#web/lib/api.ts'
import { type Backends, localBackend, pushLocalItems } from '#web/lib/collection.ts'

/** An emergency contact as the screens show it (product.md 3): no e-mail or phone is null. */
export type EmergencyContact = {
  id: string
  name: string
  relationship: string
  email: string | null
  phone: string | null
  /** "Tell them if I may need help": off, pending (asked by e-mail) or on; kept only in an account. */
  alerts?: 'off' | 'pending' | 'on'
  createdAt: string
  /** The family member who added it for the person, when one did. */
  addedBy?: string | null
}

/** What the person types in a contact form, as typed. */
export type ContactDraft = { name: string; relationship: string; email: string; phone: string }

/** The useCollection key, and the browser-storage name when signed out. */
export const CONTACTS_KEY = 'emergency-contacts'

const oldestFirst = (a: EmergencyContact, b: EmergencyContact) =>
  a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id)

const server = {
  list: async () => (await unwrap(api['emergency-contacts'].$get())).contacts as EmergencyContact[],
  create: async (input: EmergencyContactInput & { id: string }) =>
    (await unwrap(api['emergency-contacts'].$post({ json: input }))).contact,
  update: async (id: string, input: EmergencyContactInput) =>
    (await unwrap(api['emergency-contacts'][':id'].$put({ param: { id }, json: input }))).contact,
  remove: async (id: string) => {
    const response = await api['emergency-contacts'][':id'].$delete({ param: { id } })
    if (!response.ok) throw new Error(`delete failed: ${response.status}`)
  },
}

/** Emergency contacts on the server when signed in, else in this browser. */
export const contactBackends: Backends<EmergencyContact, EmergencyContactInput> = {
  server,
  local: localBackend<EmergencyContact, EmergencyContactInput>(
    CONTACTS_KEY,
    (input, id, existing) => ({
      id,
      name: input.name,
      relationship: input.relationship,
      email: input.email || null,
      phone: input.phone || null,
      createdAt: existing?.createdAt ?? new Date().toISOString(),
    }),
    oldestFirst,
  ),
}

/** Copies the contacts kept in this browser to the person's account, then forgets them here. */
export const pushLocalEmergencyContacts = () =>
  pushLocalItems<EmergencyContact, EmergencyContactInput>(
    CONTACTS_KEY,
    server,
    ({ name, relationship, email, phone }) => ({
      name,
      relationship,
      email: email ?? '',
      phone: phone ?? '',
    }),
  )

/** A form's starting values: empty for a new contact, else the contact's own. */
export function toDraft(contact?: EmergencyContact): ContactDraft {
  return {
    name: contact?.name ?? '',
    relationship: contact?.relationship ?? '',
    email: contact?.email ?? '',
    phone: contact?.phone ?? '',
  }
}

/** A tel: address for a phone number as typed: only its digits and a leading +. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '')
  return `tel:${digits.startsWith('+') ? '+' : ''}${digits.replace(/\+/g, '')}`
}

/**
 * Turns "Tell them if I may need help" on (Sage e-mails the contact to ask first) or off. The
 * language is the person's, for the e-mail asking the contact.
 */
export async function setContactAlerts(id: string, on: boolean, language: ChatLanguage) {
  return (await unwrap(api['emergency-contacts'][':id'].alerts.$put({ param: { id }, json: { on, language } }))).contact
}

/** Turning a contact's alerts on or off, with a word on what happens next. */
export function useContactAlerts() {
  const { t, i18n } = useTranslation()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, on }: { id: string; on: boolean; name: string }) =>
      setContactAlerts(id, on, toChatLanguage(i18n.language) ?? 'english'),
    onSuccess: (_contact, { on, name }) =>
      toast.success(
        on
          ? t('Sage sent {{name}} an e-mail asking them to agree.', { name })
          : t('{{name}} will not be told.', { name }),
      ),
    onError: () => toast.error(t('We could not change this. Please try again.')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [CONTACTS_KEY] }),
  })
}

/** One alert Sage sent (or was about to send) to one of the person's contacts. */
export type SentAlert = {
  id: string
  /** Who was told; null for a family member looking, when it was someone else. */
  contactName: string | null
  message: string
  status: 'scheduled' | 'sending' | 'sent' | 'cancelled'
  sentAt: string | null
  fineSentAt: string | null
  createdAt: string
}

/** The alerts Sage sent to the person's contacts, newest first. */
export function useAlertHistory() {
  return useQuery({
    queryKey: ['alerts', 'history'],
    queryFn: async () => (await unwrap(api.alerts.$get({ query: {} }))).alerts as SentAlert[],
  })
}
