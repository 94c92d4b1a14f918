import { CodeModal } from './CodeModal'
import { PhoneModal } from './PhoneModal'
import { ProfileModal } from './ProfileModal'

/** Spec §2: the root layout shows each sign-in modal when its flag is on. */
export default function AuthModals() {
  return (
    <>
      <PhoneModal />
      <CodeModal />
      <ProfileModal />
    </>
  )
}
