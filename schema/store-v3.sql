-- The quartermaster record store, version 3: migrates version 2.
--
-- Where each side's score came from. Each game names the parts of a score (Match::
-- score_parts in src/games/game.h): Loot "gold captured" and "merchants left in hand"
-- (negative); Einauge "jewels held" and "sabres and ducats" (the treasure), then "chest
-- majorities" (scoring: chests) or "colour bonus" (scoring: colours). A side's parts add up
-- to its scores.score. The import writes them with the scores. No SQL can derive them from
-- the rows of version 2: opening a version 2 store replays its records to fill them in
-- (store/score_parts_backfill.cc), then rebuilds the totals.

-- One row per part of a side's score; part_no is the order the game lists the parts in.
CREATE TABLE score_parts (
  game_id INTEGER NOT NULL,
  side_no INTEGER NOT NULL,
  part_no INTEGER NOT NULL CHECK (part_no >= 0),
  part TEXT NOT NULL,
  value INTEGER NOT NULL,
  PRIMARY KEY (game_id, side_no, part_no),
  UNIQUE (game_id, side_no, part),
  FOREIGN KEY (game_id, side_no) REFERENCES scores (game_id, side_no) ON DELETE CASCADE
) WITHOUT ROWID;

-- Per part, over the sides of valid finished records: how many sides, and the sum and sum
-- of squares of the part (means, spreads, and each part's share of all points). part_no
-- orders the parts as the game lists them.
CREATE TABLE part_stats (
  game TEXT NOT NULL, ruleset TEXT NOT NULL, players INTEGER NOT NULL, part TEXT NOT NULL,
  part_no INTEGER NOT NULL,
  sides INTEGER NOT NULL, value_sum INTEGER NOT NULL, value_sq_sum INTEGER NOT NULL,
  PRIMARY KEY (game, ruleset, players, part)
) WITHOUT ROWID;

-- One row per part of a side's score in a valid record (finished or not), for a user's
-- own queries.
CREATE VIEW part_results AS
SELECT g.id AS record_id, g.game, g.ruleset, g.player_count AS players, g.finished,
       g.complete, sc.side, sp.part_no, sp.part, sp.value, sc.score, g.game_id
FROM games g
JOIN scores sc ON sc.game_id = g.game_id
JOIN score_parts sp ON sp.game_id = sc.game_id AND sp.side_no = sc.side_no
WHERE g.status = 'valid';
