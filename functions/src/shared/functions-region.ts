/** Every function runs here; Hosting rewrites and the web app's callables name the same region. */
export const FUNCTIONS_REGION = 'us-central1';

/** Where a project's functions answer in production (callables and HTTP functions alike). */
export function functionsOrigin(projectId: string): string {
  return `https://${FUNCTIONS_REGION}-${projectId}.cloudfunctions.net`;
}
