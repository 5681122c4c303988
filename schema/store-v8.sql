-- The quartermaster record store, version 8: migrates version 7. What a league needs
-- (docs/record-store.md, version 8): games recorded by their result only, players who are
-- people rather than names, and the same game noticed when it comes twice.
--
-- Result-only games. A record that gives its players and `result:` and no `moves:` (an
-- addition to format 1, docs/records.md) is stored with result_only = 1: valid, finished,
-- no moves, its scores those the result gives. It counts wherever only the result matters
-- (the players' and seats' totals, the ratings, the standings) and is left out of what
-- needs moves: ruleset_stats (game lengths) and length_stats leave it out, and it has no
-- events or score parts. Every record stored before version 8 has moves: 0.
ALTER TABLE games ADD COLUMN result_only INTEGER NOT NULL DEFAULT 0
  CHECK (result_only IN (0, 1));

-- Players are people. `players` holds the people the store knows: players.name is the name
-- the store shows them by (unique; `qm players rename` changes it), and a record's seat
-- refers to its person. A seat keeps the name the record writes (seats.name) and the
-- identity it gives the player (seats.identity: the `player_ids:` field, an addition to
-- format 1; NULL when none), so that the record is rebuilt as it was written whoever the
-- person is called now. A person's identities (`club-a/17`) and other names (aliases: the
-- names that mean them in later records) are kept in player_identities and player_aliases.
-- Until version 8 a player was the name: every seat's name is its player's.
ALTER TABLE seats ADD COLUMN name TEXT NOT NULL DEFAULT '';
UPDATE seats SET name = (SELECT p.name FROM players p WHERE p.player_id = seats.player_id);
ALTER TABLE seats ADD COLUMN identity TEXT;

CREATE TABLE player_identities (
  identity TEXT PRIMARY KEY,                -- as records give it (`player_ids:`)
  player_id INTEGER NOT NULL REFERENCES players (player_id) ON DELETE CASCADE
) WITHOUT ROWID;
CREATE INDEX player_identities_by_player ON player_identities (player_id);

CREATE TABLE player_aliases (
  name TEXT PRIMARY KEY,                    -- another name of the player: never a players.name
  player_id INTEGER NOT NULL REFERENCES players (player_id) ON DELETE CASCADE
) WITHOUT ROWID;
CREATE INDEX player_aliases_by_player ON player_aliases (player_id);

-- The side a seat plays for is named as the record names it (its team, or the name it
-- writes: the scores name sides so); `player` is the person's name in the store.
DROP VIEW player_results;
DROP VIEW seat_sides;
CREATE VIEW seat_sides AS
SELECT st.game_id, st.seat, p.name AS player, COALESCE(t.name, st.name) AS side
FROM seats st
JOIN players p ON p.player_id = st.player_id
LEFT JOIN team_members tm ON tm.game_id = st.game_id AND tm.seat = st.seat
LEFT JOIN teams t ON t.game_id = tm.game_id AND t.team_no = tm.team_no;

CREATE VIEW player_results AS
SELECT g.id AS record_id, g.game, g.ruleset, g.date, g.event, ss.player, ss.seat, ss.side,
       sc.score, sc.winner, g.finished, g.complete, g.game_id, g.player_count AS players,
       g.source, g.result_only
FROM games g
JOIN seat_sides ss ON ss.game_id = g.game_id
JOIN scores sc ON sc.game_id = g.game_id AND sc.side = ss.side
WHERE g.status = 'valid';

DROP VIEW stat_games;
CREATE VIEW stat_games AS
SELECT game_id, id AS record_id, game, ruleset, date, event, move_count, complete,
       player_count AS players, source, result_only
FROM games
WHERE status = 'valid' AND finished = 1;

-- The same game twice. game_hash identifies the game a record is of, whoever wrote it down
-- and under whatever id (record/canonical.h game_hash): its game, ruleset, players (and
-- teams), the game's own header fields (a deal) and its moves, or, for a result-only record,
-- its game, ruleset, players, date, event and result. NULL when the record says too little
-- to tell (a result-only record without a date, a record with no moves) or is kept as
-- text. `qm import` and `qm merge` look a new record's game_hash up here
-- (docs/record-store.md).
-- Filled in for the stored records by the migration (store/game_hash_backfill.cc).
ALTER TABLE games ADD COLUMN game_hash TEXT;
CREATE INDEX games_by_game_hash ON games (game_hash);
