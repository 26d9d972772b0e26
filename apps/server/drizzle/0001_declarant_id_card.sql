-- Finds a customer's declarant by ID card number (the refusal of a second declarant of one person,
-- modules/address-books/routes.ts). Not unique: the release before allowed such pairs, and an
-- upgrade must keep them; the server refuses new ones under a lock per customer instead.
CREATE INDEX "declarant_informations_owner_id_card_idx" ON "declarant_informations" USING btree ("owner_id","id_card_number");