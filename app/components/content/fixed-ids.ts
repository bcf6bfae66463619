/** Fixed content ids the pages show directly (SPEC §3 and §9). */
export const PACKAGES_INVITE_ID = 142
export const PRESENTATION_MAIN_ID = 173
