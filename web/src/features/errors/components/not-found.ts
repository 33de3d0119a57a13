/** The 404 screen notes the address nobody knew, for whoever reads the console (tests look for it). */
export function attachNotFound(): void {
  console.warn(`404: no route for ${window.location.pathname}`);
}
