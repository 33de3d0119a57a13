/** The dock crew's screens, outside /admin: the crew are not admins (decisions.md section 9). */
export const CREW_PATHS = {
  checkIn: '/crew/check-in',
} as const;
