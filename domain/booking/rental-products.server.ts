import { sql } from 'drizzle-orm'
import { RENTAL_CONTEXT_MODEL, RENTAL_PRICING } from './rental-product'
import type { DbOrTx } from '../../db/types'

/**
 * One product of category `rental` per weekly location that has none, and `locations.product_id`
 * set to it (docs/decisions/023). The same statements as migration 0010_rental_products, which does
 * this for databases seeded before; the seed runs it after the locations and products.
 */
export async function createRentalProducts(db: DbOrTx): Promise<void> {
  await db.execute(sql`
    insert into products (category_id, reference, type, status, title, description, base_price, vat_kind, bulk, context_model, pricing)
    select c.id, l.reference, l.type, 2,
           jsonb_build_object('fr', coalesce(fr.title, l.reference), 'en', coalesce(en.title, fr.title, l.reference)),
           '{"fr": ""}'::jsonb, 0, 'accommodation', false,
           ${JSON.stringify(RENTAL_CONTEXT_MODEL)}::jsonb, ${JSON.stringify(RENTAL_PRICING)}::jsonb
      from locations l
      join product_categories c on c.code = 'rental'
      left join location_translations fr on fr.location_id = l.id and fr.locale = 'fr'
      left join location_translations en on en.location_id = l.id and en.locale = 'en'
     where l.kind = 'weekly' and l.product_id is null
     order by l.id
    on conflict (reference) do nothing`)
  await db.execute(sql`
    update locations l set product_id = p.id
      from products p join product_categories c on c.id = p.category_id and c.code = 'rental'
     where l.kind = 'weekly' and l.product_id is null and p.reference = l.reference`)
}
