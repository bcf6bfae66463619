/** Builds the site when the build is missing or older than its sources; false when the build fails. */
export function buildIfStale(): boolean
