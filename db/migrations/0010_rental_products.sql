-- Each weekly location gets its rental product (category rental, accommodation VAT, the location's
-- reference), and locations.product_id points to it: databases seeded before rentals were sold in the
-- cart (docs/decisions/023). The seed runs the same statements (db/seed/rental-products.server.ts);
-- the context model below is RENTAL_CONTEXT_MODEL of domain/booking/rental-product.ts.
insert into products (category_id, reference, type, status, title, description, base_price, vat_kind, bulk, context_model, pricing)
select c.id, l.reference, l.type, 2,
       jsonb_build_object('fr', coalesce(fr.title, l.reference), 'en', coalesce(en.title, fr.title, l.reference)),
       '{"fr": ""}'::jsonb, 0, 'accommodation', false,
       '{"code":"rental","title":{"fr":"Votre séjour","en":"Your stay"},"bulk":false,"carried":[],"fields":[{"name":"startPeriod","type":"text","label":{"fr":"Arrivée","en":"Arrival"},"rules":[{"kind":"required"}]},{"name":"endPeriod","type":"text","label":{"fr":"Départ","en":"Departure"},"rules":[{"kind":"required"}]},{"name":"adults","type":"select","label":{"fr":"Adultes","en":"Adults"},"min":1,"max":30,"rules":[{"kind":"required"}]},{"name":"children","type":"text","label":{"fr":"Âges des enfants","en":"Children''s ages"},"rules":[]}]}'::jsonb, '{"kind":"stay"}'::jsonb
  from locations l
  join product_categories c on c.code = 'rental'
  left join location_translations fr on fr.location_id = l.id and fr.locale = 'fr'
  left join location_translations en on en.location_id = l.id and en.locale = 'en'
 where l.kind = 'weekly' and l.product_id is null
 order by l.id
on conflict (reference) do nothing;
--> statement-breakpoint
update locations l set product_id = p.id
  from products p join product_categories c on c.id = p.category_id and c.code = 'rental'
 where l.kind = 'weekly' and l.product_id is null and p.reference = l.reference;
