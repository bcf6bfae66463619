import { addFiles } from './i18n'

/** Every language's words, for the pages the server renders (imported once by app/entry.server.tsx). */
addFiles(import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { eager: true, import: 'default' }))
