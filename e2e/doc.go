// Package e2e holds tabletop's end-to-end tests: they run the command as a
// person or a script would (through cmd.Main in worker processes, or as a
// process of its own) and compare what it prints with the goldens under
// the module's testdata folder. It has no code outside its tests.
package e2e
