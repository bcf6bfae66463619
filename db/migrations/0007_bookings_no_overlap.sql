-- No two live rows of one location may overlap (DESIGN §3 "Rentals"): the database itself refuses a
-- second hold, booking or block on a taken night, whatever the race between visitors or processes.
-- Ranges are [arrival, departure): a stay ending on a Saturday and the next one starting that day
-- do not overlap. Rows that no longer occupy the calendar (cancelled, expired, released) are outside
-- the constraint. Its GiST index (location_id, period) also serves the availability check of
-- domain/catalogue/availability.repository.server.ts, whose condition repeats this WHERE.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap"
  EXCLUDE USING gist ("location_id" WITH =, "period" WITH &&)
  WHERE ("status" IN ('hold', 'confirmed', 'blocked'));
