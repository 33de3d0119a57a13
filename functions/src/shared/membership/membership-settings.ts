import { mixed, number, object, type InferType } from 'yup';
import {
  CERTIFICATE_CREATION_POLICIES,
  DEFAULT_CERTIFICATE_CREATION,
  type CertificateCreationPolicy,
} from '../certificates/creation-policy';
import { FOUNDING_SPOTS_DEFAULT, FOUNDING_SPOTS_MAX } from './founding-spots';
import { formatCount } from '../format-count';

/**
 * `membership_settings/default`: who may create certificates and how many
 * founding spots there are. The settings screen validates with this, and
 * firestore.rules (validMembershipSettings) mirrors it.
 */
export const FOUNDING_SPOTS_FIELD = 'founding_spots';

export const membershipSettingsSchema = object({
  certificate_creation: mixed<CertificateCreationPolicy>()
    .oneOf(CERTIFICATE_CREATION_POLICIES, 'Choose who may create certificates')
    .default(DEFAULT_CERTIFICATE_CREATION)
    .defined(),
  founding_spots: number()
    .typeError('Founding spots must be a whole number')
    .required('Founding spots is required')
    .integer('Founding spots must be a whole number')
    .min(0, 'Founding spots cannot be negative')
    .max(FOUNDING_SPOTS_MAX, `Founding spots must be at most ${formatCount(FOUNDING_SPOTS_MAX)}`)
    .default(FOUNDING_SPOTS_DEFAULT),
});
export type MembershipSettingsInput = InferType<typeof membershipSettingsSchema>;
