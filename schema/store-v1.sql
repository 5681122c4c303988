-- The quartermaster record store, version 1: created from an empty database.
--
-- One row of `games` per record (key: the record's `id`, or the hash of its canonical form).
-- A record whose header can be read is stored in tables (stored_as = 'tables'): the shared
-- header in `games`, players in `players` and `seats`, `teams` and `team_members`, the
-- moves in `moves`, the claimed result in `claims`, and the game's own header fields (Loot:
-- deal, deck, hands) as one JSON object in games.game_fields. The record is rebuilt from
-- these rows alone. A record whose header cannot be read is kept as the text it was written
-- in (stored_as = 'text', games.source_text). Every record carries the verdict its replay
-- gave at import (status, violation or error), its scores and captures: illegal and
-- unreadable records are data too, and the statistics views leave them out.
--
-- Invariants: every record is whole (inserted in one transaction with all its rows);
-- moves.ply runs 1..games.move_count without a gap; content_hash is the canonical id
-- (record/canonical.h) of the record as stored, so that the same record imported twice is
-- recognised whatever its layout.

CREATE TABLE players (
  player_id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE
);

CREATE TABLE games (
  game_id INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,                 -- the record's key
  id_given INTEGER NOT NULL CHECK (id_given IN (0, 1)),  -- written in the record, or the hash
  content_hash TEXT NOT NULL,              -- canonical id of the stored content
  stored_as TEXT NOT NULL CHECK (stored_as IN ('tables', 'text')),
  source_text TEXT,                        -- the document as written, for stored_as = 'text'
  game TEXT,                               -- loot, einauge, pirates (NULL: not even that read)
  ruleset TEXT,                            -- as the record names it
  date TEXT,
  event TEXT,
  notes TEXT,
  has_teams INTEGER NOT NULL CHECK (has_teams IN (0, 1)),
  has_result INTEGER NOT NULL CHECK (has_result IN (0, 1)),
  game_fields TEXT CHECK (game_fields IS NULL OR json_valid(game_fields)),
  source_file TEXT NOT NULL,               -- where it was imported from
  source_document INTEGER NOT NULL,        -- its position among that file's documents
  imported_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
  -- the verdict of the replay at import (format/record-v1.md, "What qm replay reports")
  status TEXT NOT NULL CHECK (status IN ('valid', 'illegal', 'unreadable')),
  replay_ruleset TEXT,                     -- the ruleset it was replayed under
  move_count INTEGER NOT NULL,
  finished INTEGER NOT NULL CHECK (finished IN (0, 1)),
  complete INTEGER NOT NULL CHECK (complete IN (0, 1)),
  violation_move INTEGER,                  -- NULL for checks after the last move
  violation_line INTEGER,
  violation_player TEXT,
  violation_rule TEXT,                     -- a rule id of rules/<game>.md
  violation_message TEXT,
  error_file TEXT,
  error_line INTEGER,
  error_column INTEGER,
  error_message TEXT,
  CHECK ((stored_as = 'text') = (source_text IS NOT NULL)),
  CHECK (stored_as = 'text' OR (game IS NOT NULL AND ruleset IS NOT NULL
                                AND game_fields IS NOT NULL)),
  CHECK ((status = 'illegal') = (violation_rule IS NOT NULL)),
  CHECK ((status = 'unreadable') = (error_message IS NOT NULL))
);
CREATE INDEX games_by_status ON games (status);

-- The players of a record in turn order: seat 0 moves first.
CREATE TABLE seats (
  game_id INTEGER NOT NULL REFERENCES games (game_id) ON DELETE CASCADE,
  seat INTEGER NOT NULL CHECK (seat >= 0),
  player_id INTEGER NOT NULL REFERENCES players (player_id),
  PRIMARY KEY (game_id, seat),
  UNIQUE (game_id, player_id)
) WITHOUT ROWID;
CREATE INDEX seats_by_player ON seats (player_id);

-- Partnership records: the teams in the order written, and each team's partners in order.
CREATE TABLE teams (
  game_id INTEGER NOT NULL REFERENCES games (game_id) ON DELETE CASCADE,
  team_no INTEGER NOT NULL CHECK (team_no >= 0),
  name TEXT NOT NULL,
  PRIMARY KEY (game_id, team_no),
  UNIQUE (game_id, name)
) WITHOUT ROWID;

CREATE TABLE team_members (
  game_id INTEGER NOT NULL,
  team_no INTEGER NOT NULL,
  member_no INTEGER NOT NULL CHECK (member_no >= 0),
  seat INTEGER NOT NULL,
  PRIMARY KEY (game_id, team_no, member_no),
  FOREIGN KEY (game_id, team_no) REFERENCES teams (game_id, team_no) ON DELETE CASCADE,
  FOREIGN KEY (game_id, seat) REFERENCES seats (game_id, seat) ON DELETE CASCADE
) WITHOUT ROWID;

-- The moves as written: `notation` for the one-line form, `fields` (a JSON object) for the
-- map form. player, verb, target and card are what the game reads from the move (NULL when
-- it cannot read it, or for a game that does not say); the replay reads notation/fields.
CREATE TABLE moves (
  game_id INTEGER NOT NULL REFERENCES games (game_id) ON DELETE CASCADE,
  ply INTEGER NOT NULL CHECK (ply >= 1),
  notation TEXT,
  fields TEXT CHECK (fields IS NULL OR json_valid(fields)),
  player TEXT,
  verb TEXT,
  target TEXT,
  card TEXT,
  source_line INTEGER,                     -- its line in the imported file
  PRIMARY KEY (game_id, ply),
  CHECK ((notation IS NULL) <> (fields IS NULL))
) WITHOUT ROWID;

-- The result claimed at the table (`result:`), in the order written.
CREATE TABLE claims (
  game_id INTEGER NOT NULL REFERENCES games (game_id) ON DELETE CASCADE,
  position INTEGER NOT NULL CHECK (position >= 0),
  side TEXT NOT NULL,
  score INTEGER NOT NULL,
  PRIMARY KEY (game_id, position),
  UNIQUE (game_id, side)
) WITHOUT ROWID;

-- The computed score of each side (player, or team in partnership games) at import; when
-- hidden cards leave a score open, score is the upper end of [score_min, score_max].
CREATE TABLE scores (
  game_id INTEGER NOT NULL REFERENCES games (game_id) ON DELETE CASCADE,
  side_no INTEGER NOT NULL CHECK (side_no >= 0),
  side TEXT NOT NULL,
  score INTEGER NOT NULL,
  score_min INTEGER,
  score_max INTEGER,
  winner INTEGER NOT NULL CHECK (winner IN (0, 1)),
  PRIMARY KEY (game_id, side_no),
  UNIQUE (game_id, side)
) WITHOUT ROWID;

-- Captures (Loot): `move` is the move before which the capture happened (NULL: at the end).
CREATE TABLE captures (
  game_id INTEGER NOT NULL REFERENCES games (game_id) ON DELETE CASCADE,
  seq INTEGER NOT NULL CHECK (seq >= 0),
  move INTEGER,
  merchant TEXT NOT NULL,
  value INTEGER NOT NULL,
  owner TEXT NOT NULL,
  by_side TEXT NOT NULL,
  PRIMARY KEY (game_id, seq)
) WITHOUT ROWID;

-- Statistics: valid records only (illegal and unreadable ones are left out).

-- One row per player and valid record: the side they played for, its score, and whether
-- it won.
CREATE VIEW player_results AS
SELECT g.id AS record_id, g.game, g.ruleset, g.date, g.event, p.name AS player, st.seat,
       sc.side, sc.score, sc.winner, g.finished, g.complete
FROM games g
JOIN seats st ON st.game_id = g.game_id
JOIN players p ON p.player_id = st.player_id
JOIN scores sc ON sc.game_id = g.game_id
 AND sc.side = COALESCE((SELECT t.name FROM team_members tm
                         JOIN teams t ON t.game_id = tm.game_id AND t.team_no = tm.team_no
                         WHERE tm.game_id = st.game_id AND tm.seat = st.seat), p.name)
WHERE g.status = 'valid';

-- Per player and game: records played, won, and the mean score (finished records only).
CREATE VIEW player_stats AS
SELECT player, game, count(*) AS games, sum(winner) AS wins, avg(score) AS mean_score
FROM player_results
WHERE finished = 1
GROUP BY player, game;

-- Disputes: how often each rule was found broken, by game.
CREATE VIEW violations_by_rule AS
SELECT game, violation_rule AS rule, count(*) AS records
FROM games
WHERE status = 'illegal'
GROUP BY game, violation_rule;
