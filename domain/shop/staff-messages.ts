/**
 * What the back office's shop forms refuse, each with a stable code and its French and English words.
 * `{x}` is replaced by the detail (a field name, a position, a number).
 */
const TEXTS = {
  required: { fr: 'Ce champ est obligatoire.', en: 'This field is required.' },
  tooLong: { fr: 'Ce texte est trop long ({x} caractères au plus).', en: 'This text is too long ({x} characters at most).' },
  reference: { fr: 'Lettres, chiffres et tirets seulement (2 à 64).', en: 'Letters, digits and dashes only (2 to 64).' },
  referenceTaken: { fr: 'Un autre produit a déjà cette référence.', en: 'Another product already has this reference.' },
  type: { fr: 'Un mot sans espace, commençant par une lettre (ex. skiPass).', en: 'One word without spaces, starting with a letter (e.g. skiPass).' },
  category: { fr: 'Choisissez une catégorie de la liste.', en: 'Choose a category from the list.' },
  rentalCategory: {
    fr: 'Les produits de location se créent depuis la fiche de la location.',
    en: 'Rental products are made from the rental’s own page.',
  },
  vatKind: { fr: 'Choisissez un type de TVA de la liste.', en: 'Choose a VAT kind from the list.' },
  amount: { fr: 'Un montant en francs, par ex. 120 ou 120.50.', en: 'An amount in francs, e.g. 120 or 120.50.' },
  content: { fr: 'Aucun contenu ne porte ce numéro.', en: 'No content has this number.' },
  json: { fr: 'Ce texte n’est pas du JSON valide : {x}', en: 'This text is not valid JSON: {x}' },
  notObject: { fr: 'Un objet JSON est attendu ({ … }).', en: 'A JSON object is expected ({ … }).' },
  modelCode: { fr: '« code » doit être un mot sans espace (ex. transfer).', en: '"code" must be one word without spaces (e.g. transfer).' },
  modelTitle: { fr: '« title » doit avoir un texte « fr ».', en: '"title" must have an "fr" text.' },
  modelFields: { fr: '« fields » doit être une liste.', en: '"fields" must be a list.' },
  modelField: {
    fr: 'Champ {x} non reconnu : nom (lettres et chiffres, unique, pas quantity), type ou libellé « fr » invalide.',
    en: 'Field {x} not understood: invalid name (letters and digits, unique, not quantity), type or "fr" label.',
  },
  modelRule: { fr: 'Champ {x} : une règle est inconnue ou sans ses paramètres.', en: 'Field {x}: a rule is unknown or lacks its parameters.' },
  modelOption: { fr: 'Champ {x} : un choix n’a pas de valeur ou de libellé « fr ».', en: 'Field {x}: a choice lacks its value or "fr" label.' },
  modelRuleField: { fr: 'Champ {x} : la règle renvoie à un champ qui n’existe pas.', en: 'Field {x}: the rule refers to a field that does not exist.' },
  modelCarried: { fr: '« carried » : {x} n’est pas un nom de valeur admis.', en: '"carried": {x} is not an allowed value name.' },
  pricingKind: {
    fr: 'Formule inconnue ou incomplète : kind fixed, perUnit (units), perTrip ou table (field, prices) ; montants en centimes entiers.',
    en: 'Unknown or incomplete formula: kind fixed, perUnit (units), perTrip or table (field, prices); amounts in whole centimes.',
  },
  pricingField: { fr: 'La formule compte sur le champ « {x} », absent du formulaire du produit.', en: 'The formula counts on the field "{x}", which the product’s form lacks.' },
  code: { fr: 'De 3 à 32 lettres, chiffres ou tirets.', en: '3 to 32 letters, digits or dashes.' },
  codeTaken: { fr: 'Ce code existe déjà.', en: 'This code already exists.' },
  reductionKind: { fr: 'Choisissez pourcentage ou montant fixe.', en: 'Choose percentage or fixed amount.' },
  percent: { fr: 'Un pourcentage de 0.01 à 100.', en: 'A percentage from 0.01 to 100.' },
  fixedAmount: { fr: 'Un montant en francs supérieur à zéro.', en: 'An amount in francs above zero.' },
  date: { fr: 'Une date au format AAAA-MM-JJ.', en: 'A date as YYYY-MM-DD.' },
  dateOrder: { fr: 'La fin de validité ne peut précéder le début.', en: 'The end of validity cannot come before its start.' },
  usageLimit: { fr: 'Un nombre entier d’au moins 1, ou vide pour illimité.', en: 'A whole number of at least 1, or empty for unlimited.' },
  usageBelowUsed: { fr: 'Le code a déjà servi {x} fois : la limite ne peut être plus basse.', en: 'The code was already used {x} times: the limit cannot be lower.' },
  categoryCode: { fr: 'Un mot sans espace en minuscules (ex. wellness).', en: 'One lower-case word without spaces (e.g. wellness).' },
  categoryTaken: { fr: 'Une catégorie a déjà ce code.', en: 'A category already has this code.' },
  notFound: { fr: 'Introuvable.', en: 'Not found.' },
  readOnly: { fr: 'Les produits de location se modifient depuis la fiche de la location.', en: 'Rental products are edited from the rental’s own page.' },
} as const

export type ShopProblemCode = keyof typeof TEXTS

/** One refusal: its stable code and an optional detail (a field name, a position, a number). */
export type ShopProblem = { code: ShopProblemCode; detail?: string }

/** Field → refusal: what a form shows beside each field. */
export type FieldProblems = Record<string, ShopProblem>

export function shopProblemMessage(problem: ShopProblem, locale: string): string {
  const text = locale === 'en' ? TEXTS[problem.code].en : TEXTS[problem.code].fr
  return text.replace('{x}', problem.detail ?? '')
}

/** The field → message map of a form, in the member's language. */
export function fieldMessages(problems: FieldProblems, locale: string): Record<string, string> {
  return Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, shopProblemMessage(problem, locale)]))
}

/** A refusal of a whole change (not found, read-only), thrown by the shop's back-office functions. */
export class ShopAdminError extends Error {
  constructor(
    readonly problem: ShopProblem,
    readonly status: 400 | 404 = 400,
  ) {
    super(problem.code)
  }
}
