// Package validator settles a rules dispute at a physical table: it reads a
// position file (what the table shows when a move is declared), builds the
// ruleset's state from it with the ruleset's own NewPosition, applies the
// declared move with the ruleset's Apply and reports a Verdict: legal or
// not, the deciding rule ID, one plain sentence and the move's effects.
//
// No rule is implemented here. The validator maps a file onto
// mojo.Position or makoto.Position, checking only what the file itself can
// get wrong (unknown keys, unknown players, impossible cards and counts),
// and reports those as *engine.InputError at the file's line.
package validator
