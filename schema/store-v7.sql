-- The quartermaster record store, version 7: migrates version 6.
--
-- A referee's rulings on a record's moves (the `rulings:` header field, docs/records.md):
-- one row per ruling, in the order the record writes them. The record is rebuilt with them,
-- so that `qm export` writes them back and every replay from the store (replay, validate,
-- audit, report --db) applies them, as the import did when it judged the record. A record
-- kept as text (stored_as = 'text') keeps its rulings in its text, and has no rows here.
--
-- Versions 1 to 6 did not keep rulings: the records a store of those versions holds have
-- none after the migration (nothing here can recover them). Importing their files again
-- with `qm import --replace` stores them; a plain import names each record whose rulings
-- differ from the stored ones and imports nothing.

CREATE TABLE rulings (
  game_id INTEGER NOT NULL REFERENCES games (game_id) ON DELETE CASCADE,
  position INTEGER NOT NULL CHECK (position >= 0),  -- its place in the record's list
  move INTEGER NOT NULL CHECK (move >= 1),          -- a move of the record (1..move_count)
  ruling TEXT NOT NULL CHECK (ruling IN ('stands', 'struck')),
  note TEXT,                                        -- the referee's words; NULL: none
  PRIMARY KEY (game_id, position),
  UNIQUE (game_id, move)
) WITHOUT ROWID;
