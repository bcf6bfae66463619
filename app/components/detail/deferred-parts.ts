import type { ComponentProps } from 'react'
import { afterFirstMove } from './after-first-move'
import type { OfferSections } from './OfferSections'
import type { ShareLinks } from './ShareLinks'

/**
 * Parts of the rental page below the booking box: in the server's HTML, their code loaded at the
 * visitor's first move (the page's first load is at its JavaScript budget).
 */
export const DeferredAvailabilityCalendar = afterFirstMove(() => import('./AvailabilityCalendar'))

/** The place's map; Leaflet itself comes later still, when the map nears the screen or on a click. */
export const DeferredPlaceMap = afterFirstMove(() => import('./PlaceMap'))

/** The description, attributes and included items: static text, nothing to bring alive early. */
export const DeferredOfferSections = afterFirstMove<ComponentProps<typeof OfferSections>>(() => import('./OfferSections.lazy'))

/** The share links (links without JavaScript; the copy button comes with the code). */
export const DeferredShareLinks = afterFirstMove<ComponentProps<typeof ShareLinks>>(() => import('./ShareLinks.lazy'))
