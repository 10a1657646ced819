import { InvitationBanner } from './invitation-banner.tsx'
import { InviteOffer } from './invite-offer.tsx'

/** The family circle's notices on the home screen: invitations waiting, and the offer to invite. */
export function FamilyNotices() {
  return (
    <>
      <InvitationBanner />
      <InviteOffer />
    </>
  )
}
