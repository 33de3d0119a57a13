import type { Functions } from 'firebase/functions';
import { callFunction } from '@/lib/call-function';
import { LIST_CREW, SET_CREW_ACCESS } from '@shared/contracts/crew-access';

export const listCrew = async (functions: Functions) => (await callFunction(functions, LIST_CREW, {})).crew;

export const setCrewAccess = (functions: Functions, email: string, crew: boolean) =>
  callFunction(functions, SET_CREW_ACCESS, { email, crew });
