-- The quartermaster record store, version 2: migrates version 1.
--
-- Statistics. `games` gains player_count. Row-level views (seat_sides, stat_games,
-- player_results) are for a user's own queries. The figures `qm stats` shows are kept in
-- totals tables, added to in the transaction that imports the records (store/totals.cc),
-- because adding up millions of rows of captures at every query took seconds. Each totals
-- table counts valid, finished records only, grouped by game, ruleset (as the record names
-- it) and player count first, so that `qm stats --ruleset R --players N` is a filter on
-- them; sums (not means) are kept so that rows add up across groups. Opening a store after
-- a migration rebuilds the totals from the rows (store/open.cc). dispute_stats, over every
-- record whatever its verdict, stays a view.

ALTER TABLE games ADD COLUMN player_count INTEGER;  -- NULL for stored_as = 'text'
UPDATE games SET player_count = (SELECT count(*) FROM seats s WHERE s.game_id = games.game_id)
WHERE stored_as = 'tables';

DROP VIEW player_results;
DROP VIEW player_stats;

-- The side each seat plays for: its team in partnership records, else the player.
CREATE VIEW seat_sides AS
SELECT st.game_id, st.seat, p.name AS player, COALESCE(t.name, p.name) AS side
FROM seats st
JOIN players p ON p.player_id = st.player_id
LEFT JOIN team_members tm ON tm.game_id = st.game_id AND tm.seat = st.seat
LEFT JOIN teams t ON t.game_id = tm.game_id AND t.team_no = tm.team_no;

-- The records that statistics count: valid and finished.
CREATE VIEW stat_games AS
SELECT game_id, id AS record_id, game, ruleset, date, event, move_count, complete,
       player_count AS players
FROM games
WHERE status = 'valid' AND finished = 1;

-- One row per player and valid record (finished or not): the side they played for, its
-- score, and whether it won. (Version 1's columns, then game_id and players.)
CREATE VIEW player_results AS
SELECT g.id AS record_id, g.game, g.ruleset, g.date, g.event, ss.player, ss.seat, ss.side,
       sc.score, sc.winner, g.finished, g.complete, g.game_id, g.player_count AS players
FROM games g
JOIN seat_sides ss ON ss.game_id = g.game_id
JOIN scores sc ON sc.game_id = g.game_id AND sc.side = ss.side
WHERE g.status = 'valid';

-- Per player: finished games, wins (a shared win counts for each winner), and scores.
CREATE TABLE player_stats (
  game TEXT NOT NULL, ruleset TEXT NOT NULL, players INTEGER NOT NULL, player TEXT NOT NULL,
  games INTEGER NOT NULL, wins INTEGER NOT NULL,
  score_sum INTEGER NOT NULL, score_sq_sum INTEGER NOT NULL,
  PRIMARY KEY (game, ruleset, players, player)
) WITHOUT ROWID;

-- Per seat (0 moves first): finished games and wins, for the first-player advantage.
CREATE TABLE seat_stats (
  game TEXT NOT NULL, ruleset TEXT NOT NULL, players INTEGER NOT NULL, seat INTEGER NOT NULL,
  games INTEGER NOT NULL, wins INTEGER NOT NULL,
  PRIMARY KEY (game, ruleset, players, seat)
) WITHOUT ROWID;

-- Per ruleset and player count: finished games, shared wins, game length in moves.
CREATE TABLE ruleset_stats (
  game TEXT NOT NULL, ruleset TEXT NOT NULL, players INTEGER NOT NULL,
  games INTEGER NOT NULL, ties INTEGER NOT NULL,
  moves_sum INTEGER NOT NULL, moves_sq_sum INTEGER NOT NULL,
  moves_min INTEGER NOT NULL, moves_max INTEGER NOT NULL,
  PRIMARY KEY (game, ruleset, players)
) WITHOUT ROWID;

-- How many finished games had each length: the distribution of game length.
CREATE TABLE length_stats (
  game TEXT NOT NULL, ruleset TEXT NOT NULL, players INTEGER NOT NULL, moves INTEGER NOT NULL,
  games INTEGER NOT NULL,
  PRIMARY KEY (game, ruleset, players, moves)
) WITHOUT ROWID;

-- Merchants captured (Loot), by value: by the owner's own side, or by an attacking side.
CREATE TABLE capture_stats (
  game TEXT NOT NULL, ruleset TEXT NOT NULL, players INTEGER NOT NULL, value INTEGER NOT NULL,
  captured INTEGER NOT NULL, by_owner INTEGER NOT NULL, by_attackers INTEGER NOT NULL,
  gold_by_owner INTEGER NOT NULL, gold_by_attackers INTEGER NOT NULL,
  PRIMARY KEY (game, ruleset, players, value)
) WITHOUT ROWID;

-- Every record by verdict (all of them, not only valid ones), and which rule the illegal
-- ones broke: the share of games with disputes.
CREATE VIEW dispute_stats AS
SELECT game, ruleset, player_count AS players, status, violation_rule AS rule,
       count(*) AS records
FROM games
GROUP BY 1, 2, 3, 4, 5;
