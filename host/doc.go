// Package host is the game host: one game in progress and its files, the
// same for every face that plays it (play, each of serve's tables, and
// for its files the table mode).
//
// A Game holds the state, its seats (a person's or a bot's; serve's
// remote people are persons to the host), and makes moves in turn and out
// of turn (Play, Ask and PlayChosen, OfferAnytime for Makoto's lid). A
// face makes every move through it; every move comes back as an Event for
// the faces that watch. A
// hint is worked out on a Sample of the game as the seat sees it (Hint,
// Advise).
//
// Files are written one way, in one order: after every move the log is
// written to a temporary file, synced and renamed over the log (under its
// lock) before the move returns, so before any face shows the move; then,
// when the move ended a round, the score pad (Pad.Sync), which never
// removes or changes a round the game did not write. The log records its
// pad as a path from the log's folder (engine.GameLog.Pad), so a resumed
// game (Config.Resume) writes the same pad, which must already be a pad of
// the game. A game stopped before its end without a log is saved under
// SaveName: the game and the time, never the seed. The table mode's
// journal and its pad go the same way (Journal).
package host
