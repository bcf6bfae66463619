/** Every translation file of one language, in one chunk the browser loads before hydrating. */
export default import.meta.glob<Record<string, unknown>>('../locales/fr/*.json', { eager: true, import: 'default' })
