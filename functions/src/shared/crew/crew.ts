import { array, object, string, type InferType } from 'yup';
import { formatCount } from '../format-count';

/**
 * `crew_settings/default`: the founder and the crew /team introduces, which the owner writes on /admin/crew. The
 * screen validates with this schema before saving, firestore.rules (validCrewSettings) mirrors its limits, and the
 * page reads what is stored through `publishedCrew`, so it keeps the "Coming Soon" cards until the owner names
 * someone. Each person's photo is a Pictures slot (shared/pictures/site-photos.ts, teamFounder and teamCrew1-3).
 */
/** The three cards of Meet the Crew, each with a photo slot of its own: a card keeps its photo when another changes. */
export const CREW_CARDS = 3;
export const CREW_NAME_MAX = 80;
export const CREW_ROLE_MAX = 80;
export const CREW_BIO_MAX = 600;

const personSchema = object({
  name: string()
    .trim()
    .default('')
    .max(CREW_NAME_MAX, `A name must be at most ${formatCount(CREW_NAME_MAX)} characters`),
  role: string()
    .trim()
    .default('')
    .max(CREW_ROLE_MAX, `A role must be at most ${formatCount(CREW_ROLE_MAX)} characters`),
  bio: string()
    .trim()
    .default('')
    .max(CREW_BIO_MAX, `A bio must be at most ${formatCount(CREW_BIO_MAX)} characters`),
});

export const crewSettingsSchema = object({
  founder: personSchema.required(),
  crew: array(personSchema.required())
    .required()
    .length(CREW_CARDS, `Meet the Crew has exactly ${CREW_CARDS} cards`),
});
export type CrewSettings = InferType<typeof crewSettingsSchema>;
export type CrewPerson = CrewSettings['founder'];

const NOBODY: CrewPerson = { name: '', role: '', bio: '' };

/** Nobody named yet: the founder signs as the Admiral and every card says "Coming Soon". */
export const DEFAULT_CREW: CrewSettings = { founder: { ...NOBODY }, crew: Array.from({ length: CREW_CARDS }, () => ({ ...NOBODY })) };

/** The stored settings when they are valid, else nobody named: the page always has its cards. */
export function crewSettingsFrom(data: unknown): CrewSettings {
  try {
    return crewSettingsSchema.validateSync(data, { stripUnknown: true });
  } catch {
    return structuredClone(DEFAULT_CREW);
  }
}

/** What /team is painted from: only the people the owner named (null: that place keeps its default). */
export interface PublishedCrew {
  founder: CrewPerson | null;
  crew: (CrewPerson | null)[];
}

const named = (p: CrewPerson): CrewPerson | null => (p.name ? { name: p.name, role: p.role, bio: p.bio } : null);

export const publishedCrew = (settings: CrewSettings): PublishedCrew => ({
  founder: named(settings.founder),
  crew: settings.crew.map(named),
});
