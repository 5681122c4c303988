-- The quartermaster record store, version 4: migrates version 3.
--
-- Game facts as generic rows. Each game declares the kinds of events it reports (Game::
-- event_kinds in src/games/game.h) and reports them at the end of a replay (Match::events);
-- they are stored as rows of `events`, whatever the game, and added up in `event_stats` by
-- kind and value. They replace version 3's `captures` and `capture_stats`, which only one
-- game had. Moves are stored as what the game reads them as: player, verb and the rest of
-- the line (a new column `rest`, replacing `target` and `card`, which not every game's
-- moves have).
--
-- No SQL can derive the events or the words of a move from the stored rows: opening a
-- version 3 store replays its records to fill them in (store/events_backfill.cc), then
-- rebuilds the totals.

-- One row per event a record's replay reported, in the order reported.
CREATE TABLE events (
  game_id INTEGER NOT NULL REFERENCES games (game_id) ON DELETE CASCADE,
  seq INTEGER NOT NULL CHECK (seq >= 0),
  move INTEGER,                            -- before which move it happened (NULL: at the end)
  side TEXT,                               -- the side it is by or for (NULL: none)
  kind TEXT NOT NULL,                      -- one of the game's declared kinds
  value INTEGER NOT NULL,                  -- what the game counts it as (0 when nothing)
  detail TEXT CHECK (detail IS NULL OR json_valid(detail)),  -- a JSON object: the rest
  PRIMARY KEY (game_id, seq)
) WITHOUT ROWID;

-- Per kind and value, over the events of valid finished records: how many, and the sum of
-- their values. A game's sections of `qm stats` are made from these.
CREATE TABLE event_stats (
  game TEXT NOT NULL, ruleset TEXT NOT NULL, players INTEGER NOT NULL, kind TEXT NOT NULL,
  value INTEGER NOT NULL,
  events INTEGER NOT NULL, value_sum INTEGER NOT NULL,
  PRIMARY KEY (game, ruleset, players, kind, value)
) WITHOUT ROWID;

-- One row per event of a valid record (finished or not), for a user's own queries.
CREATE VIEW event_results AS
SELECT g.id AS record_id, g.game, g.ruleset, g.player_count AS players, g.finished,
       g.complete, e.seq, e.move, e.side, e.kind, e.value, e.detail, g.game_id
FROM games g
JOIN events e ON e.game_id = g.game_id
WHERE g.status = 'valid';

-- The moves: the rest of the line after player and verb, filled in by the replay.
ALTER TABLE moves ADD COLUMN rest TEXT;
ALTER TABLE moves DROP COLUMN target;
ALTER TABLE moves DROP COLUMN card;

-- Version 3's tables of one game's facts, replaced by events and event_stats.
DROP TABLE capture_stats;
DROP TABLE captures;
