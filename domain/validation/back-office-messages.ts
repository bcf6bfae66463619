/**
 * The back office's validation messages (staff forms: rentals, sales, photos), word for word as the
 * back office has always shown them, in French and English. Merged into the one validation
 * catalogue (messages.ts), so staff and public forms share one way to name and translate an error.
 */
export const BACK_OFFICE_FR = {
  'backOffice.required': 'Ce champ est obligatoire.',
  'backOffice.choice': 'Choisissez une des valeurs proposées.',
  'backOffice.whole': 'Saisissez un nombre entier.',
  'backOffice.between': 'Saisissez une valeur de {{min}} à {{max}}.',
  'backOffice.tooLong': '{{max}} caractères au plus.',
  'backOffice.money': 'Saisissez un montant en francs, par exemple 1250 ou 1250.50.',
  'backOffice.reference': 'Lettres, chiffres, points, tirets : 30 caractères au plus.',
  'backOffice.date': 'Saisissez une date valide (AAAA-MM-JJ).',
  'backOffice.coordinate': 'Saisissez un nombre décimal, par exemple 46.31.',
  'backOffice.renovation': 'La rénovation ne peut précéder la construction.',
  'backOffice.outsideArea':
    'Le point doit se trouver dans la région de Crans-Montana (latitude {{minLatitude}} à {{maxLatitude}}, longitude {{minLongitude}} à {{maxLongitude}}).',
  'backOffice.rentalReferenceTaken': 'Une autre location porte déjà cette référence.',
  'backOffice.saleReferenceTaken': 'Un autre bien à vendre porte déjà cette référence.',
  'backOffice.rentalNotFound': 'Cette location n’existe pas.',
  'backOffice.saleNotFound': 'Ce bien n’existe pas.',
  'backOffice.unknownAction': 'Action inconnue.',
  'backOffice.nights': 'Saisissez un nombre entier de nuits de 1 à {{max}}.',
  'backOffice.maxBelowMin': 'Le séjour le plus long ne peut être plus court que le séjour le plus court.',
  'backOffice.arrivalWeekdays': 'Cochez au moins un jour d’arrivée.',
  'backOffice.departureWeekdays': 'Cochez au moins un jour de départ.',
  'backOffice.photoMissing': 'Choisissez une photo.',
  'backOffice.photoType': 'La photo doit être un fichier JPEG, PNG ou WebP.',
  'backOffice.photoSize': 'La photo pèse plus de 10 Mo.',
  'backOffice.photoUnreadable': 'Ce fichier n’est pas une image lisible.',
  'backOffice.photoSmall': 'La photo doit mesurer au moins {{width}} × {{height}} pixels.',
  'backOffice.photoLarge':
    'La photo compte plus de 50 mégapixels : réduisez-la, par exemple à 6000 × 4000 pixels (le site la montre au plus en 2048 pixels de large).',
  'backOffice.photoNotFound': 'Cette photo n’existe pas.',
  'backOffice.photoStoreDown':
    'Les photos ne peuvent pas être enregistrées pour l’instant (le stockage des images ne répond pas). Réessayez dans quelques minutes.',
} as const

export type BackOfficeMessageKey = keyof typeof BACK_OFFICE_FR

export const BACK_OFFICE_EN: Record<BackOfficeMessageKey, string> = {
  'backOffice.required': 'This field is required.',
  'backOffice.choice': 'Choose one of the values offered.',
  'backOffice.whole': 'Enter a whole number.',
  'backOffice.between': 'Enter a value from {{min}} to {{max}}.',
  'backOffice.tooLong': '{{max}} characters at most.',
  'backOffice.money': 'Enter an amount in francs, for example 1250 or 1250.50.',
  'backOffice.reference': 'Letters, digits, dots and dashes: 30 characters at most.',
  'backOffice.date': 'Enter a valid date (YYYY-MM-DD).',
  'backOffice.coordinate': 'Enter a decimal number, for example 46.31.',
  'backOffice.renovation': 'The renovation cannot come before the construction.',
  'backOffice.outsideArea':
    'The point must lie in the Crans-Montana area (latitude {{minLatitude}} to {{maxLatitude}}, longitude {{minLongitude}} to {{maxLongitude}}).',
  'backOffice.rentalReferenceTaken': 'Another rental already has this reference.',
  'backOffice.saleReferenceTaken': 'Another property for sale already has this reference.',
  'backOffice.rentalNotFound': 'This rental does not exist.',
  'backOffice.saleNotFound': 'This property does not exist.',
  'backOffice.unknownAction': 'Unknown action.',
  'backOffice.nights': 'Enter a whole number of nights from 1 to {{max}}.',
  'backOffice.maxBelowMin': 'The longest stay cannot be shorter than the shortest stay.',
  'backOffice.arrivalWeekdays': 'Tick at least one arrival day.',
  'backOffice.departureWeekdays': 'Tick at least one departure day.',
  'backOffice.photoMissing': 'Choose a photo.',
  'backOffice.photoType': 'The photo must be a JPEG, PNG or WebP file.',
  'backOffice.photoSize': 'The photo is larger than 10 MB.',
  'backOffice.photoUnreadable': 'This file is not a readable image.',
  'backOffice.photoSmall': 'The photo must be at least {{width}} × {{height}} pixels.',
  'backOffice.photoLarge':
    'The photo has more than 50 megapixels: make it smaller, for example 6000 × 4000 pixels (the site shows it 2048 pixels wide at most).',
  'backOffice.photoNotFound': 'This photo does not exist.',
  'backOffice.photoStoreDown': 'Photos cannot be saved right now (the picture storage does not answer). Try again in a few minutes.',
}
