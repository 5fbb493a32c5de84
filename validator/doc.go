// Package validator settles a rules dispute at a physical table: it reads a
// position file (what the table shows when a move is declared), builds the
// ruleset's state from it with the ruleset's position.Loader, applies the
// declared move with the ruleset's Apply and reports a Verdict: legal or
// not, the deciding rule ID, one plain sentence and the move's effects.
//
// No rule and no game is known here. The validator reads the keys every
// position shares (game, players, mover, options), hands the game's own
// keys to its loader as an position.Desc (values with their lines,
// no YAML), and places the loader's *position.FieldError (key and seat) at
// the file's line as an *fileio.InputError.
package validator
