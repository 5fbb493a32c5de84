// Package engine is the game-independent core of tabletop: the State
// interface every ruleset implements, compact moves, typed rule errors, a
// registry of rulesets, a seeded deterministic RNG, card multisets, a runner
// that plays a game with agents, the YAML game log with replay as a fold over
// it, and the shared invariant harness every ruleset is checked with. A
// state may also let seats move out of turn (AnytimeMover, such as the
// Makoto lid); the runner offers such moves to AnytimeAgents, and a judge
// of a declared move asks an AnytimeOwner whose move it is.
//
// The engine knows no game. Rulesets (package rulesets/...) register
// themselves with Register and are looked up by name.
//
// Beside it, packages of their own hold the search bot (engine/mcts), the
// simulator (engine/sim), the game told for logs, replay and prompts
// (engine/story), following a game at a physical table (engine/tableplay),
// the hints for refused moves (engine/hints), positions a person describes
// (engine/position), scoring a round entered at the table and keeping a
// score pad (engine/scoring), messages and languages
// (engine/i18n), atomic file writes (engine/atomicfile), file locks
// (engine/filelock), reading and writing tabletop's files
// (engine/fileio), a value an error repeats (engine/echo), the
// correction of a typo (engine/typo), the list of what a game offers
// through optional interfaces (engine/capability) and the checks
// rulesets' tests share (engine/enginetest).
package engine
