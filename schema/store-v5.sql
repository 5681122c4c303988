-- The quartermaster record store, version 5: migrates version 4.
--
-- What a league needs. Each record says where it came from (games.source): played at a
-- table, or simulated by `qm simulate` (whose records all carry an event beginning "qm
-- simulation"; format/record-v1.md). The players and seats totals are kept per source, so
-- that `qm stats` leaves the bots out of the players' and seats' tables unless asked.
--
-- The store keeps the ruleset each record was replayed under: its resolved content (every
-- option and data table, without `extends`, store/ruleset_rows.cc) in `rulesets`, keyed by
-- the hash of that content and referenced from games.ruleset_hash, so that a database is
-- complete on its own: replaying it (validate --db) needs no ruleset file, wherever it runs.
-- A version 4 store's rulesets are filled in where the records' ruleset names still resolve
-- when it is opened (store/rulesets_backfill.cc); the others stay NULL and are resolved by
-- name, as before.

CREATE TABLE rulesets (
  hash TEXT PRIMARY KEY,                   -- short hash of content (record/canonical.h)
  game TEXT NOT NULL,
  name TEXT NOT NULL,                      -- as the first record stored with it named it
  content TEXT NOT NULL                    -- the resolved ruleset as YAML
) WITHOUT ROWID;

ALTER TABLE games ADD COLUMN source TEXT NOT NULL DEFAULT 'played'
  CHECK (source IN ('played', 'simulated'));
ALTER TABLE games ADD COLUMN ruleset_hash TEXT REFERENCES rulesets (hash);
CREATE INDEX games_by_ruleset_hash ON games (ruleset_hash);

UPDATE games SET source = 'simulated' WHERE substr(event, 1, 13) = 'qm simulation';

-- The records that statistics count, now with their source.
DROP VIEW stat_games;
CREATE VIEW stat_games AS
SELECT game_id, id AS record_id, game, ruleset, date, event, move_count, complete,
       player_count AS players, source
FROM games
WHERE status = 'valid' AND finished = 1;

-- Version 2's columns, then source.
DROP VIEW player_results;
CREATE VIEW player_results AS
SELECT g.id AS record_id, g.game, g.ruleset, g.date, g.event, ss.player, ss.seat, ss.side,
       sc.score, sc.winner, g.finished, g.complete, g.game_id, g.player_count AS players,
       g.source
FROM games g
JOIN seat_sides ss ON ss.game_id = g.game_id
JOIN scores sc ON sc.game_id = g.game_id AND sc.side = ss.side
WHERE g.status = 'valid';

-- The players and seats totals, per source (the migration rebuilds the totals).
DROP TABLE player_stats;
CREATE TABLE player_stats (
  game TEXT NOT NULL, ruleset TEXT NOT NULL, players INTEGER NOT NULL, source TEXT NOT NULL,
  player TEXT NOT NULL,
  games INTEGER NOT NULL, wins INTEGER NOT NULL,
  score_sum INTEGER NOT NULL, score_sq_sum INTEGER NOT NULL,
  PRIMARY KEY (game, ruleset, players, source, player)
) WITHOUT ROWID;

DROP TABLE seat_stats;
CREATE TABLE seat_stats (
  game TEXT NOT NULL, ruleset TEXT NOT NULL, players INTEGER NOT NULL, source TEXT NOT NULL,
  seat INTEGER NOT NULL,
  games INTEGER NOT NULL, wins INTEGER NOT NULL,
  PRIMARY KEY (game, ruleset, players, source, seat)
) WITHOUT ROWID;
