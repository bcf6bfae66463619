import { asc, count, eq, sql } from 'drizzle-orm'
import { locations, locationTranslations, requestReplies, requests, saleTranslations, sales } from '../schema'
import type { DbOrTx } from '../types'
import { DEMO_ADMIN } from './data/demo-staff'

type Kind = 'contact' | 'information' | 'visit'
type Status = 'new' | 'answered' | 'closed'
type Seeded = {
  kind: Kind
  subject?: 'location' | 'sale'
  daysAgo: number
  status: Status
  locale: 'fr' | 'en'
  person: [title: 'mr' | 'mrs' | 'ms', first: string, last: string, phone: string, country: string]
  message: string
  visitDates?: string
  reply?: string
}

/** The agency's inbox as a week of visitors leaves it: a few new, most answered, some closed. */
const DEMO_REQUESTS: Seeded[] = [
  { kind: 'information', subject: 'location', daysAgo: 0, status: 'new', locale: 'fr', person: ['mrs', 'Léa', 'Bonvin', '+41791234567', 'CH'], message: 'Bonjour, le chalet est-il accessible en voiture en hiver ? Merci.' },
  { kind: 'visit', subject: 'sale', daysAgo: 1, status: 'new', locale: 'en', person: ['mr', 'James', 'Whitfield', '+447700900123', 'GB'], message: 'We will be in Crans-Montana in two weeks and would like to see the flat.', visitDates: 'Saturday or Sunday morning' },
  { kind: 'contact', daysAgo: 1, status: 'new', locale: 'fr', person: ['ms', 'Camille', 'Rey', '+41276543210', 'CH'], message: 'Proposez-vous un service de conciergerie pour les propriétaires à l’année ?' },
  { kind: 'information', subject: 'location', daysAgo: 3, status: 'answered', locale: 'en', person: ['mrs', 'Sophie', 'Van Dijk', '+31612345678', 'NL'], message: 'Are dogs welcome in this apartment?', reply: 'Dear Mrs Van Dijk, small dogs are welcome in this apartment for a cleaning supplement of CHF 50. Kind regards.' },
  { kind: 'visit', subject: 'sale', daysAgo: 5, status: 'answered', locale: 'fr', person: ['mr', 'Marc', 'Favre', '+41787654321', 'CH'], message: 'Je souhaiterais visiter ce bien avec mon épouse.', visitDates: 'Le vendredi après-midi', reply: 'Bonjour Monsieur Favre, nous vous proposons une visite vendredi à 15 h. Merci de nous confirmer. Meilleures salutations.' },
  { kind: 'information', subject: 'location', daysAgo: 8, status: 'closed', locale: 'fr', person: ['mrs', 'Nathalie', 'Cordonier', '+41794445566', 'CH'], message: 'Y a-t-il une place de parc couverte ?', reply: 'Bonjour Madame, oui, une place dans le parking souterrain est comprise. Meilleures salutations.' },
  { kind: 'contact', daysAgo: 12, status: 'closed', locale: 'en', person: ['mr', 'Lukas', 'Meier', '+41443334455', 'CH'], message: 'Could you send me your ski rental partner list?', reply: 'Dear Mr Meier, you will find our partners on our services page. Kind regards.' },
]

/** Demo requests and the agency's replies, when the inbox is empty (real requests are never replaced). */
export async function seedDemoRequests(tx: DbOrTx, now: Date): Promise<number> {
  const [existing] = await tx.select({ n: count() }).from(requests)
  if (Number(existing?.n ?? 0) > 0) return 0
  const rental = await tx
    .select({ id: locations.id, reference: locations.reference, title: locationTranslations.title })
    .from(locations)
    .innerJoin(locationTranslations, sql`${locationTranslations.locationId} = ${locations.id} and ${locationTranslations.locale} = 'fr'`)
    .where(eq(locations.kind, 'weekly'))
    .orderBy(asc(locations.id))
    .limit(3)
  const sale = await tx
    .select({ id: sales.id, reference: sales.reference, title: saleTranslations.title })
    .from(sales)
    .innerJoin(saleTranslations, sql`${saleTranslations.saleId} = ${sales.id} and ${saleTranslations.locale} = 'fr'`)
    .orderBy(asc(sales.id))
    .limit(2)
  let rentals = 0
  let sold = 0
  for (const seeded of DEMO_REQUESTS) {
    const subject = seeded.subject === 'location' ? rental[rentals++ % Math.max(rental.length, 1)] : seeded.subject === 'sale' ? sale[sold++ % Math.max(sale.length, 1)] : undefined
    const at = new Date(now.getTime() - seeded.daysAgo * 86_400_000 - 3 * 3_600_000)
    const [title, firstName, lastName, phone, phoneCountry] = seeded.person
    const [row] = await tx
      .insert(requests)
      .values({
        kind: seeded.kind,
        locale: seeded.locale,
        subjectType: subject ? seeded.subject : null,
        subjectId: subject?.id ?? null,
        subjectReference: subject?.reference ?? null,
        subjectTitle: subject?.title ?? null,
        title,
        firstName,
        lastName,
        email: `${firstName}.${lastName}`.toLowerCase().normalize('NFD').replace(/[^a-z.]/g, '') + '@example.com',
        phone,
        phoneCountry,
        visitDates: seeded.visitDates ?? null,
        message: seeded.message,
        ipHash: 'demo',
        status: seeded.status,
        statusChangedAt: seeded.status === 'new' ? null : new Date(at.getTime() + 5 * 3_600_000),
        createdAt: at,
      })
      .returning({ id: requests.id })
    if (seeded.reply) {
      const name = `${DEMO_ADMIN.firstName} ${DEMO_ADMIN.lastName}`
      await tx.insert(requestReplies).values({ requestId: row.id, staffName: name, body: seeded.reply, sentAt: new Date(at.getTime() + 5 * 3_600_000) })
    }
  }
  return DEMO_REQUESTS.length
}
