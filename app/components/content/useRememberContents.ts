import { useEffect } from 'react'
import type { ContentMember } from '../../../domain/content/content-members.server'
import type { Locale } from '../../i18n/config'
import { contentStore } from '../../lib/content-store'

/**
 * Puts a list page's items into the browser's content store once the page is shown, so that
 * opening one of them needs no server call. Effects never run on the server.
 */
export function useRememberContents(locale: Locale, items: readonly ContentMember[]): void {
  useEffect(() => {
    contentStore.remember(locale, items)
  }, [locale, items])
}
