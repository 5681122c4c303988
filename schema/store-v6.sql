-- The quartermaster record store, version 6: migrates version 5.
--
-- Seats are numbered from 1, as people count them and as `qm stats` prints them: seat 1
-- moves first. Versions 1 to 5 numbered them from 0 in `seats`, `team_members` and the
-- totals table `seat_stats`; every JSON output and table now says the same seat number.
-- The totals (seat_stats among them) are rebuilt from the rows after the migration.

-- team_members (game_id, seat) refers to seats (game_id, seat): the references are checked
-- at the end of the migration's transaction, once both tables are renumbered.
PRAGMA defer_foreign_keys = ON;

-- Two steps, so that no seat takes a number another seat of its game still has (SQLite
-- checks the primary key row by row).
UPDATE seats SET seat = seat + 1000000;
UPDATE seats SET seat = seat - 999999;
UPDATE team_members SET seat = seat + 1;
