/**
 * The name the app sends for someone who typed none. The host treats a member still under it as
 * unnamed: after the start it may not ask a crew for a seat (`name.required`) — a crew must see who
 * asks — and the app asks for a name first.
 */
export const PLACEHOLDER_NAME = 'Player';

export function isUnnamed(name: string): boolean {
  return name.trim().toLowerCase() === PLACEHOLDER_NAME.toLowerCase();
}
