import { boolean, object, string, type InferType } from 'yup';
import { callable } from './callable';

/** Someone who holds the crew claim, as the admin screen lists them. */
export interface CrewMember {
  uid: string;
  email: string;
  name: string | null;
}

/** The setCrewAccess callable (admins only): grants or revokes the `crew` claim of the account with this address. */
export const setCrewAccessRequestSchema = object({
  email: string().trim().lowercase().required('Enter the email address they signed up with').email('Enter a valid email address'),
  crew: boolean().required(),
});
export type SetCrewAccessRequest = InferType<typeof setCrewAccessRequestSchema>;

export interface SetCrewAccessResponse {
  /** What happened, in a sentence for the admin. */
  message: string;
  crew: CrewMember[];
}

export const SET_CREW_ACCESS = callable<SetCrewAccessRequest, SetCrewAccessResponse>('setCrewAccess');

/** The listCrew callable (admins only): every account with the crew claim. */
export const LIST_CREW = callable<Record<string, never>, { crew: CrewMember[] }>('listCrew');
