/**
 * Demo arrival information (docs/decisions/057): the rentals of the demo's paid stays and a few more
 * get their instructions in French and English, the access code and Wi-Fi password sealed as staff
 * would save them, so a demo order's page shows the section and the back office its form filled in.
 */
import { and, asc, eq, isNotNull } from 'drizzle-orm'
import { bookings, locationArrivals, locations } from '../schema'
import type { DbOrTx } from '../types'
import type { SecretBox } from '../../domain/secrets/secret-box.server'

const STREETS = ['Route du Rawyl', 'Rue Centrale', 'Chemin des Mélèzes', 'Route de la Combaz', 'Allée des Sorbiers', 'Route de Vermala']
const ZIP: Record<string, string> = { Crans: '3963', Montana: '3963', Chermignon: '3971', Lens: '1978', Icogne: '1977', Randogne: '3975', Mollens: '3974' }

export async function seedDemoArrivals(tx: DbOrTx, secrets: SecretBox): Promise<number> {
  const sold = await tx
    .selectDistinct({ id: bookings.locationId })
    .from(bookings)
    .where(and(eq(bookings.status, 'confirmed'), isNotNull(bookings.orderItemId)))
  const first = await tx.select({ id: locations.id }).from(locations).where(eq(locations.kind, 'weekly')).orderBy(asc(locations.id)).limit(3)
  const ids = [...new Set([...first, ...sold].map((row) => row.id))].slice(0, 12)
  if (ids.length === 0) return 0
  const rows = await tx.select({ id: locations.id, place: locations.place, reference: locations.reference }).from(locations)
  const byId = new Map(rows.map((row) => [row.id, row]))
  const values = ids.map((id, i) => {
    const rental = byId.get(id) as { id: number; place: string; reference: string }
    const address = `${STREETS[i % STREETS.length]} ${12 + i * 7}, ${ZIP[rental.place] ?? '3963'} ${rental.place}`
    const code = String(2400 + ((id * 7919) % 7600))
    return {
      locationId: id,
      checkInFrom: i % 3 === 2 ? '17:00' : '16:00',
      checkOutBy: '10:00',
      accessCode: secrets.seal('arrival-access-code', code),
      wifiNetwork: `Chalet-${rental.reference}`.slice(0, 32),
      wifiPassword: secrets.seal('arrival-wifi-password', `neige-${code}-cm`),
      texts: {
        fr: {
          address,
          keyPickup: `Les clés sont dans la boîte à clés à gauche de l’entrée (code d’accès ci-dessous). Arrivée après 19 h ? Rien à faire : la boîte est accessible jour et nuit.`,
          parking: i % 2 === 0 ? 'Une place couverte au sous-sol, numéro indiqué sur le porte-clés.' : 'Deux places extérieures devant le chalet ; chaînes à neige conseillées en hiver.',
          notes: 'Les poubelles se déposent au point de collecte au bout de la rue. Le linge de lit est fourni ; le ménage de fin de séjour est compris.',
        },
        en: {
          address,
          keyPickup: 'The keys are in the key box left of the entrance (access code below). Arriving after 7 pm? Nothing to arrange: the box can be opened day and night.',
          parking: i % 2 === 0 ? 'One covered space in the basement, its number on the key ring.' : 'Two outdoor spaces in front of the chalet; snow chains advised in winter.',
          notes: 'Rubbish goes to the collection point at the end of the street. Bed linen is provided; the final cleaning is included.',
        },
      },
    }
  })
  await tx.insert(locationArrivals).values(values).onConflictDoNothing()
  return values.length
}
